import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useBlogPosts, type BlogPost } from '../blog/blog-queries';
import { PostMeta, PostTags } from '../blog/post-meta';
import '../blog/blog.css';
import { PageMeta } from '../../../components/page-meta';

/** Every tag of the posts, in order of first use (newest post first). */
const tagsOf = (posts: readonly BlogPost[]) => [...new Set(posts.flatMap((post) => post.tags))];

/** /blogs (what's new, spec §2): published posts newest first, filtered by a tag if one is chosen. */
export function BlogsPage() {
  const posts = useBlogPosts();
  const [searchParams, setSearchParams] = useSearchParams();
  const tag = searchParams.get('tag');
  const chooseTag = (next: string | null) =>
    setSearchParams(next === null ? {} : { tag: next }, { replace: true });

  return (
    <div className="container page">
      <PageMeta
        title="What’s new · Marque"
        description="News and release notes of Marque's API products."
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'What’s new' }]} />
      <header className="page-header">
        <h1>What’s new</h1>
        <p>News, release notes and tips from the Marque API team.</p>
      </header>
      {posts.isPending ? (
        <LoadingState label="Loading posts…" />
      ) : posts.isError ? (
        <ErrorState message="The posts could not be loaded." onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <EmptyState title="No posts yet" message="News about our APIs will appear here." />
      ) : (
        <>
          <TagFilter tags={tagsOf(posts.data)} selected={tag} onChoose={chooseTag} />
          <PostList posts={posts.data.filter((post) => tag === null || post.tags.includes(tag))} />
        </>
      )}
    </div>
  );
}

interface TagFilterProps {
  tags: readonly string[];
  selected: string | null;
  onChoose: (tag: string | null) => void;
}

function TagFilter({ tags, selected, onChoose }: TagFilterProps) {
  if (tags.length === 0) return null;
  return (
    <div className="tag-filter" role="group" aria-label="Filter by tag">
      <button
        type="button"
        className="tag-filter__tag"
        aria-pressed={selected === null}
        onClick={() => onChoose(null)}
      >
        All posts
      </button>
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          className="tag-filter__tag"
          aria-pressed={selected === tag}
          onClick={() => onChoose(selected === tag ? null : tag)}
        >
          {tag}
        </button>
      ))}
    </div>
  );
}

function PostList({ posts }: { posts: readonly BlogPost[] }) {
  if (posts.length === 0) {
    return (
      <EmptyState title="No posts with this tag" message="Choose All posts to see every post." />
    );
  }
  return (
    <ul className="card-grid post-grid" aria-label="Posts">
      {posts.map((post) => (
        <li key={post.id} className="card post-card">
          <h2>
            <Link to={`/blog/${post.slug}`}>{post.title}</Link>
          </h2>
          <PostMeta post={post} />
          <p className="post-card__summary">{post.summary}</p>
          <PostTags tags={post.tags} />
        </li>
      ))}
    </ul>
  );
}
