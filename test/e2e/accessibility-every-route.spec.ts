import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { checkRoute, type RouteCheck, type WidthName } from './support/axe-check';
import { routeFixtures, type CreatedData } from './support/route-fixtures';
import { signedInRole, type SignedInRole } from './support/route-roles';

/**
 * axe (WCAG 2.2 AA) on every route of the router: signed out (a protected route shows where it
 * sends a visitor), as a developer and as an admin, each in the light and dark themes; the public
 * routes signed out at desktop and phone widths as well. Each worker opens the routes one after
 * another in one page per role, through the app's router (support/axe-check.ts, `openRoute`).
 */
const routes = Object.entries(routeFixtures);
// A hundred independent checks: shared out between the workers (each signs its own roles in).
test.describe.configure({ mode: 'parallel' });
/** Signed out, a developer's route only redirects to /signIn: any id does. */
const noData: CreatedData = {
  applicationId: 'none',
  applicationName: 'none',
  productionRequestId: 'none',
};
let axeRuns = 0;
const openedBy: Record<string, number> = {};
const tally = (check: RouteCheck) => {
  axeRuns += check.runs;
  openedBy[check.openedBy] = (openedBy[check.openedBy] ?? 0) + 1;
};

test.afterAll(() => {
  const opened = Object.entries(openedBy).map(([how, count]) => `${count} by ${how}`);
  console.log(
    `accessibility-every-route: ${axeRuns} axe runs in this worker; opened ${opened.join(', ')}`,
  );
});

test.describe('signed out', () => {
  const checked = new Set<string>();
  // One page per worker: each route opens after the one before (`openRoute`), as a visitor's do.
  let visitor: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    visitor = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL) });
    page = await visitor.newPage();
  });
  test.afterAll(async () => {
    await visitor?.close();
  });

  for (const [pattern, fixture] of routes) {
    const widthNames: WidthName[] =
      fixture.audience === 'public' ? ['desktop', 'phone'] : ['desktop'];
    test(`${pattern}: no axe violation, light and dark, ${widthNames.join(' and ')}`, async () => {
      if (!page) throw new Error('The visitor’s page was not opened');
      const violations: string[] = [];
      for (const url of fixture.visits(noData)) {
        const check = await checkRoute(page, url, widthNames, checked);
        if (fixture.audience !== 'public') expect(check.landedOn, url).toMatch(/^\/signIn/);
        violations.push(...check.violations);
        tally(check);
      }
      expect(violations).toEqual([]);
    });
  }
});

for (const audience of ['developer', 'admin'] as const) {
  test.describe(`signed in as ${audience === 'admin' ? 'an admin' : 'a developer'}`, () => {
    let role: SignedInRole | undefined;
    const checked = new Set<string>();
    test.beforeAll(async ({ browser }, testInfo) => {
      testInfo.setTimeout(120_000);
      role = await signedInRole(browser, audience, String(testInfo.project.use.baseURL));
    });
    test.afterAll(async () => {
      await role?.context.close();
    });

    const mine = routes.filter(([, fixture]) =>
      audience === 'admin' ? fixture.audience === 'admin' : fixture.audience !== 'admin',
    );
    for (const [pattern, fixture] of mine) {
      test(`${pattern}: no axe violation, light and dark`, async () => {
        if (!role) throw new Error('The role was not signed in');
        const violations: string[] = [];
        for (const url of fixture.visits(role.data)) {
          const check = await checkRoute(role.page, url, ['desktop'], checked);
          // The role's own pages open for it (no sign-in page, no /noAccess instead).
          if (fixture.audience === audience) {
            expect(check.landedOn).toBe(url);
          }
          violations.push(...check.violations);
          tally(check);
        }
        expect(violations).toEqual([]);
      });
    }
  });
}
