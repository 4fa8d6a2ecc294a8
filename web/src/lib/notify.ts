import { toastConvention } from '../../../shared/messages';
import { requestToaster } from './toaster-demand';

/**
 * The one error toast of spec §8: title 'Error Message', the message, 3 seconds. Sonner loads on
 * first use (it keeps toasts raised before its Toaster mounts), so it stays out of the entry chunk.
 */
export function showError(message: string): void {
  requestToaster();
  void import('sonner').then(({ toast }) => {
    toast.error(toastConvention.errorTitle, {
      id: `error:${message}`, // the same failure from several calls shows once
      description: message,
      duration: toastConvention.durationMs,
    });
  });
}

/** A short confirmation toast (a success follows a gesture, which mounts the toaster). */
export function showSuccess(message: string): void {
  requestToaster();
  void import('sonner').then(({ toast }) => {
    toast.success(message, { duration: toastConvention.durationMs });
  });
}
