/// <reference lib="dom" />
import { test as base, type BrowserContext } from '@playwright/test';
import { portalOf } from './portal-ui';

export { expect } from '@playwright/test';

/** `value` after `ms`, for a wait that must not hold a teardown. */
function settleAfter<T>(ms: number, value: T): Promise<T> {
  return new Promise((done) => setTimeout(() => done(value), ms).unref());
}

/** The ID token Amplify keeps in the page's storage, if a user is signed in there. */
async function signedInToken(context: BrowserContext): Promise<string | undefined> {
  for (const page of context.pages()) {
    if (page.isClosed() || !page.url().startsWith('http')) continue;
    const read = page
      .evaluate(() => {
        const key = Object.keys(window.localStorage).find((name) => name.endsWith('.idToken'));
        return key ? window.localStorage.getItem(key) : null;
      })
      .catch(() => null);
    // Bounded: a CI run's teardown once waited past the test's timeout (3 minutes) here.
    const token = await Promise.race([read, settleAfter(5_000, null)]);
    if (token) return token;
  }
  return undefined;
}

/**
 * Playwright's test, with every journey's browser session ended after it, passed or failed: a
 * journey that stops half-way (a timeout, a failed step) leaves its user free for the next one,
 * as the one-session rule refuses a second sign-in while one is live.
 */
export const test = base.extend<{ sessionEnded: void }>({
  sessionEnded: [
    async ({ context }, use) => {
      await use();
      const token = await signedInToken(context);
      const page = context.pages().find((open) => !open.isClosed());
      if (!token || !page) return;
      const portal = await Promise.race([
        portalOf(page).catch(() => null),
        settleAfter(5_000, null),
      ]);
      if (!portal) return;
      await fetch(`${portal.apiUrl}/users/me/session`, {
        method: 'DELETE',
        headers: { authorization: token },
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
    },
    { auto: true },
  ],
});
