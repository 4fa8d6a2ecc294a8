import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContent,
  deleteContent,
  listContent,
  updateContent,
} from '../../../../../shared/api/content-operations';
import type { ContentKind } from '../../../../../shared/domain/content';
import type { ContentValues } from '../../../../../shared/schemas/content-schema';
import { callOperation } from '../../../lib/api-client';
import { adminAreaKey } from './accounts-queries';

/** The admin's list of one kind, drafts and past windows included. */
export const contentKey = (kind: ContentKind) => [...adminAreaKey, 'content', kind] as const;

export function useContentList(kind: ContentKind) {
  return useQuery({
    queryKey: contentKey(kind),
    queryFn: ({ signal }) => callOperation(listContent, { query: { kind }, signal }),
  });
}

/** Adds an item (no id) or saves one; the server answers with its message and the item. */
export function useSaveContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: ContentValues }) =>
      id
        ? callOperation(updateContent, { query: { kind, id }, body: values })
        : callOperation(createContent, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAreaKey }),
  });
}

export function useDeleteContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(deleteContent, { query: { kind, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAreaKey }),
  });
}
