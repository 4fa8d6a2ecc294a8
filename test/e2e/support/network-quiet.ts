import type { Page, Request } from '@playwright/test';

interface Tracker {
  inFlight: Set<Request>;
  lastChange: number;
}

const trackers = new WeakMap<Page, Tracker>();

/**
 * Starts counting `page`'s requests in flight (once per page; call it before the navigation
 * whose requests count).
 */
export function trackRequests(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = { inFlight: new Set(), lastChange: Date.now() };
  const settle = (request: Request) => {
    tracker.inFlight.delete(request);
    tracker.lastChange = Date.now();
  };
  page.on('request', (request) => {
    tracker.inFlight.add(request);
    tracker.lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  trackers.set(page, tracker);
}

/**
 * Waits until none of the page's requests has been in flight for `quietMs`: what Playwright's
 * 'networkidle' checks, with 500 ms of silence fixed, on every page the route sweep loads.
 * The page's own content (its heading, no busy region) is waited for first; this only lets
 * what it fetched after that (pictures, fonts, a late list) arrive before axe looks.
 */
export async function waitForQuietNetwork(
  page: Page,
  { quietMs = 150, timeoutMs = 15_000 } = {},
): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('trackRequests(page) was not called before the navigation');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const quietFor = Date.now() - tracker.lastChange;
    if (tracker.inFlight.size === 0 && quietFor >= quietMs) return;
    if (Date.now() > deadline) {
      const pending = [...tracker.inFlight].map((request) => request.url()).join(', ');
      throw new Error(`The network did not settle in ${timeoutMs} ms; in flight: ${pending}`);
    }
    await new Promise((done) => setTimeout(done, Math.max(10, quietMs - quietFor)));
  }
}
