/** A success toast (sonner loads on first use, as `showError` does). */
export function showDone(text: string): void {
  void import('sonner').then(({ toast }) => toast.success(text));
}
