import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  listPublicContent,
  type ContentItemOf,
} from '../../../../../shared/api/content-operations';
import { callOperation } from '../../../lib/api-client';

type MediaKind = 'video' | 'document';

/** The public videos or documents, in the server's order (videos by `order`, documents by title). */
export const mediaQuery = <K extends MediaKind>(kind: K) =>
  queryOptions({
    queryKey: ['content', 'public', kind],
    queryFn: ({ signal }) => callOperation(listPublicContent, { params: { kind }, signal }),
    select: (data) => data.items.filter((item): item is ContentItemOf<K> => item.kind === kind),
  });

export function useMedia<K extends MediaKind>(kind: K) {
  return useQuery(mediaQuery(kind));
}
