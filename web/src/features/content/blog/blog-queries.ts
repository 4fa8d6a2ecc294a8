import { useQuery } from '@tanstack/react-query';
import {
  getBlogPost,
  listPublicContent,
  type ContentItemOf,
} from '../../../../../shared/api/content-operations';
import { slugPattern } from '../../../../../shared/schemas/content-schema';
import { callOperation } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export type BlogPost = ContentItemOf<'blog'>;

/** Published posts, newest first (the server orders them). */
export function useBlogPosts() {
  return useQuery({
    queryKey: ['content', 'public', 'blog'],
    queryFn: ({ signal }) => callOperation(listPublicContent, { params: { kind: 'blog' }, signal }),
    select: (data) => data.items.filter((item): item is BlogPost => item.kind === 'blog'),
  });
}

/**
 * One published post by its slug; `null` when there is no such post (a 404, or an address that
 * cannot be a slug), so the page can tell "not found" from "could not load".
 */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['content', 'public', 'blog', slug],
    queryFn: async ({ signal }): Promise<BlogPost | null> => {
      if (slug.length > 120 || !slugPattern.test(slug)) return null;
      try {
        const { item } = await callOperation(getBlogPost, {
          params: { kind: 'blog', id: slug },
          signal,
        });
        return item;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
