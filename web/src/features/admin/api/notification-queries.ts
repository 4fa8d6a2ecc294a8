import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listCategories,
  listCategoryServices,
} from '../../../../../shared/api/catalogue-operations';
import {
  countNoticeRecipients,
  listSentNotices,
  sendNotice,
} from '../../../../../shared/api/notifications-operations';
import type { NoticeInput } from '../../../../../shared/schemas/notice-schema';
import { callOperation } from '../../../lib/api-client';
import { adminAreaKey } from './accounts-queries';

const notificationKey = [...adminAreaKey, 'notification'] as const;

export function useSentNotices(page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [...notificationKey, 'sent', page],
    queryFn: ({ signal }) => callOperation(listSentNotices, { query: page, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The compose form's preview: asked only once the audience is complete. */
export function useRecipientCount(audience: {
  audience: 'all' | 'service';
  category?: string;
  service?: string;
}) {
  const complete = audience.audience === 'all' || Boolean(audience.category && audience.service);
  return useQuery({
    queryKey: [...notificationKey, 'recipients', audience],
    queryFn: ({ signal }) => callOperation(countNoticeRecipients, { query: audience, signal }),
    enabled: complete,
  });
}

export function useSendNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notice: NoticeInput) => callOperation(sendNotice, { body: notice }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKey }),
  });
}

/** The catalogue's categories and one category's services, for choosing a service. */
export function useCategoryNames() {
  return useQuery({
    queryKey: [...notificationKey, 'categories'],
    queryFn: ({ signal }) => callOperation(listCategories, { signal }),
    select: (data) => data.items.map((category) => category.name),
  });
}

export function useCategoryServiceOptions(category: string | undefined) {
  return useQuery({
    queryKey: [...notificationKey, 'services', category],
    queryFn: ({ signal }) =>
      callOperation(listCategoryServices, { params: { category: category ?? '' }, signal }),
    enabled: Boolean(category),
    select: (data) =>
      data.items.map((service) => ({ value: service.service, label: service.apiName })),
  });
}
