import { getBlogPost } from '../../../shared/api/content-operations';
import { isPublishedPost } from '../../../shared/domain/content';
import { getPostBySlug } from '../../content/content-store';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';

export const postNotFoundMessage = 'No such post';

/**
 * Public: one published post by its slug (`/content/blog/{slug}`); a draft, a post still to come
 * or another kind is not found.
 */
export const getBlogPostHandler = handleOperation(getBlogPost, async ({ params }) => {
  if (params.kind !== 'blog') throw new NotFound(postNotFoundMessage);
  const post = await getPostBySlug(params.id);
  if (!post || !isPublishedPost(post, new Date())) throw new NotFound(postNotFoundMessage);
  return { item: post };
});
