import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  subscribe,
  type SubscribeBody,
  type SubscriptionItem,
} from '../../../../shared/api/applications-operations';
import { callOperation } from '../api-client';
import { applicationsAreaKey } from './applications-query';

/** Subscribes an application to a service's sandbox; the answer's Item carries the new key's id. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubscribeBody): Promise<SubscriptionItem> =>
      (await callOperation(subscribe, { body })).Item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsAreaKey }),
  });
}
