import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changePlan,
  requestKeyCode,
  revealProdSubscriptionKey,
  rotateKey,
  unsubscribe,
  type SubscriptionItem,
} from '../../../../../shared/api/applications-operations';
import type { PlanTier } from '../../../../../shared/plans';
import { applicationsAreaKey } from '../../../lib/applications/applications-query';
import { callOperation } from '../../../lib/api-client';
import { subscriptionParams } from '../../../lib/applications/subscription-key-value';

/** Mails the owner a one-time code that reveals a prod key (prod keys show only with one). */
export function useRequestKeyCode() {
  return useMutation({
    mutationFn: (subscription: SubscriptionItem) =>
      callOperation(requestKeyCode, { params: subscriptionParams(subscription) }),
  });
}

/** A prod key's value, with the mailed code (used once). */
export function useRevealProdSubscriptionKey() {
  return useMutation({
    mutationFn: async (input: { subscription: SubscriptionItem; code: string }) =>
      (
        await callOperation(revealProdSubscriptionKey, {
          params: subscriptionParams(input.subscription),
          body: { code: input.code },
        })
      ).value,
  });
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: SubscriptionItem) =>
      callOperation(unsubscribe, { params: subscriptionParams(subscription) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsAreaKey }),
  });
}

/** Moves the subscription's key to the plan of another tier: the same key, new limits. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { subscription: SubscriptionItem; usagePlan: PlanTier }) =>
      (
        await callOperation(changePlan, {
          params: subscriptionParams(input.subscription),
          body: { usagePlan: input.usagePlan },
        })
      ).Item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsAreaKey }),
  });
}

/**
 * Issues the subscription a new key at once; the answer's `previousKeyExpiresAt` says until when
 * the old key still works.
 */
export function useRotateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscription: SubscriptionItem) =>
      (await callOperation(rotateKey, { params: subscriptionParams(subscription) })).Item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsAreaKey }),
  });
}
