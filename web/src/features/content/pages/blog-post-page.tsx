import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useBlogPost, type BlogPost } from '../blog/blog-queries';
import { PostMeta, PostTags } from '../blog/post-meta';
// marked and DOMPurify come with this page's chunk only: the post route loads it on first visit.
import { renderMarkdown } from '../blog/render-markdown';
import '../blog/blog.css';
import { PageMeta } from '../../../components/page-meta';

const backLink = (
  <Link to="/blogs" className="post-back">
    <span aria-hidden="true">← </span>Back to What’s new
  </Link>
);

/** /blog/{blogTitle} (spec §2): one published post, its Markdown rendered and sanitised. */
export function BlogPostPage() {
  const { blogTitle = '' } = useParams();
  const post = useBlogPost(blogTitle);

  if (post.isPending) {
    return (
      <div className="container page">
        <LoadingState label="Loading the post…" />
      </div>
    );
  }
  if (post.isError) {
    return (
      <div className="container page">
        <PageMeta
          title="What’s new · Marque"
          description="News and release notes of Marque's API products."
        />
        <ErrorState message="The post could not be loaded." onRetry={() => void post.refetch()} />
        {backLink}
      </div>
    );
  }
  if (post.data === null) {
    return (
      <div className="container page">
        <PageMeta
          title="Post not found · Marque"
          description="This post of Marque's what’s new does not exist."
          noIndex
        />
        <EmptyState
          title="Post not found"
          message="This post does not exist or is no longer published."
        >
          <Link to="/blogs" className="button">
            See all posts
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <PostArticle post={post.data} />;
}

function PostArticle({ post }: { post: BlogPost }) {
  const html = useMemo(() => renderMarkdown(post.body), [post.body]);
  return (
    <div className="container page post-page">
      <PageMeta title={`${post.title} · What’s new · Marque`} description={post.summary} />
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'What’s new', to: '/blogs' },
          { label: post.title },
        ]}
      />
      <article className="post" aria-labelledby="post-title">
        <header className="post__header">
          <h1 id="post-title">{post.title}</h1>
          <PostMeta post={post} />
          <PostTags tags={post.tags} />
        </header>
        {/* Sanitised by renderMarkdown (DOMPurify): no script, handler or unsafe address. */}
        <div className="post__body" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
      {backLink}
    </div>
  );
}
