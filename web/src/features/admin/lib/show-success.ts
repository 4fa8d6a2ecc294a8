/** A short confirmation toast of a decision the server made (Sonner loads on first use). */
export function showSuccess(message: string): void {
  void import('sonner').then(({ toast }) => {
    toast.success(message, { duration: 3000 });
  });
}
