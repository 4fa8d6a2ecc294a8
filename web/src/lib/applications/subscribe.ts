import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  subscribe,
  type SubscribeBody,
  type SubscriptionItem,
} from '../../../../shared/api/applications-operations';
import { callOperation } from '../api-client';

/** Every cached query of the applications area (list and details) goes stale after a change. */
export const applicationsAreaKey = ['applications'] as const;

/** Subscribes an application to a service's sandbox; the answer's Item carries the new key's id. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubscribeBody): Promise<SubscriptionItem> =>
      (await callOperation(subscribe, { body })).Item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsAreaKey }),
  });
}
