/**
 * Whether the toaster (sonner, ~10 KB gzip) is needed yet. It mounts on the first gesture (every
 * success toast follows one) or when a toast is raised without one (a failed data call), so a
 * first visit that raises none never loads it. Sonner keeps toasts raised before it mounts.
 */
const listeners = new Set<() => void>();
let requested = false;

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

export function toasterRequested(): boolean {
  return requested;
}

export function onToasterRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
