import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getUnreadNoticeCount,
  listMyNotices,
  markNoticesRead,
} from '../../../../../shared/api/notifications-operations';
import { callOperation } from '../../../lib/api-client';

export const noticesKey = ['notifications'] as const;
/** The bell asks again every minute, and when the window regains focus. */
export const unreadPollMs = 60_000;

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: [...noticesKey, 'unread'],
    queryFn: ({ signal }) => callOperation(getUnreadNoticeCount, { signal }),
    enabled,
    refetchInterval: unreadPollMs,
    refetchOnWindowFocus: true,
    // A background poll that fails says nothing: the bell just shows no count.
    meta: { silent: true },
  });
}

export function useNotices(page: { limit: number; offset: number }, enabled = true) {
  return useQuery({
    queryKey: [...noticesKey, 'list', page],
    queryFn: ({ signal }) => callOperation(listMyNotices, { query: page, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useNoticesChange<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}

export function useMarkRead() {
  return useNoticesChange((noticeId: string) =>
    callOperation(markNoticesRead, { body: { noticeId } }),
  );
}

export function useMarkAllRead() {
  return useNoticesChange(() => callOperation(markNoticesRead, { body: { all: true } }));
}
