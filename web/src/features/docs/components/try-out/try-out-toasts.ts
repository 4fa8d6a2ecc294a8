import { messages, toastConvention } from '../../../../../../shared/messages';

/** The product API's refusals that tell the user what to do next (spec §8), by status. */
const warnings: Partial<Record<number, string>> = {
  401: messages.tryOutUnauthorized,
  403: messages.tryOutForbidden,
};

/** A 401/403 from the product API: a warning toast that stays 10 seconds. */
export async function warnAboutStatus(status: number): Promise<void> {
  const message = warnings[status];
  if (!message) return;
  // Sonner loads on first use, as in lib/notify.
  await import('sonner').then(({ toast }) => {
    toast.warning(message, { id: `try-out:${status}`, duration: toastConvention.tryOutWarningMs });
  });
}
