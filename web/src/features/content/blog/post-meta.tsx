import type { BlogPost } from './blog-queries';
import { formatPostDate } from './post-date';

/** When and by whom a post was published. */
export function PostMeta({ post }: { post: Pick<BlogPost, 'publishedAt' | 'author'> }) {
  return (
    <p className="post-meta">
      <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span>{post.author}</span>
    </p>
  );
}

export function PostTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="post-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
