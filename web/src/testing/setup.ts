import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

// vitest runs without globals, so Testing Library's automatic cleanup is wired here.
afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in module state and replays them to the next Toaster: in the shared
  // web project the next file's page would show this one's.
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom lacks these browser APIs that the router and toaster touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// CI runs on two cores with every suite at once: give findBy*/waitFor more than 1 s before failing.
configure({ asyncUtilTimeout: 5000 });
