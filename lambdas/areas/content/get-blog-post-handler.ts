import { getBlogPost } from '../../../shared/api/content-operations';
import { isPublishedPost } from '../../../shared/domain/content';
import { getPostBySlug } from '../../content/content-store';
import { NotFound } from '../../lib/errors';
import { handleOperation } from '../../lib/operation-handler';

export const postNotFoundMessage = 'No such post';

/** Public: one published post by its slug; a draft or a post still to come is not found. */
export const getBlogPostHandler = handleOperation(getBlogPost, async ({ params }) => {
  const post = await getPostBySlug(params.slug);
  if (!post || !isPublishedPost(post, new Date())) throw new NotFound(postNotFoundMessage);
  return { item: post };
});
