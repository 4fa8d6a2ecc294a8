import { messages, toastConvention } from '../../../../../../shared/messages';

/** The product API's refusals that tell the user what to do next (spec §8), by status. */
const warnings: Partial<Record<number, string>> = {
  401: messages.tryOutUnauthorized,
  403: messages.tryOutForbidden,
};

/**
 * A 401/403 from the product API: a warning toast that stays 10 seconds. A call sent without a
 * subscription key is answered 401 by the gateway (the key is its authorizer's identity), but
 * what the user lacks is a subscription, so it gets the 403 text.
 */
export async function warnAboutStatus(status: number, keySent = true): Promise<void> {
  const shown = status === 401 && !keySent ? 403 : status;
  const message = warnings[shown];
  if (!message) return;
  // Sonner loads on first use, as in lib/notify.
  await import('sonner').then(({ toast }) => {
    toast.warning(message, { id: `try-out:${shown}`, duration: toastConvention.tryOutWarningMs });
  });
}
