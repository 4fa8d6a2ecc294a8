import { useQuery } from '@tanstack/react-query';
import {
  listPublicContent,
  type ContentItemOf,
} from '../../../../../shared/api/content-operations';
import { callOperation } from '../../../lib/api-client';

export type FaqEntry = ContentItemOf<'faq'>;

/** Every FAQ entry visitors see, by tab and order (the server orders them). */
export function useFaq() {
  return useQuery({
    queryKey: ['content', 'public', 'faq'],
    queryFn: ({ signal }) => callOperation(listPublicContent, { params: { kind: 'faq' }, signal }),
    select: (data) => data.items.filter((item): item is FaqEntry => item.kind === 'faq'),
  });
}
