import { expect, test } from './support/test';
import { checkRoute, type WidthName } from './support/axe-check';
import { routeFixtures, type CreatedData } from './support/route-fixtures';
import { signedInRole, type SignedInRole } from './support/route-roles';

/**
 * axe (WCAG 2.2 AA) on every route of the router: signed out (a protected route shows where it
 * sends a visitor), as a developer and as an admin, each in the light and dark themes; the public
 * routes signed out at desktop and phone widths as well.
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

test.afterAll(() => {
  console.log(`accessibility-every-route: ${axeRuns} axe runs in this worker`);
});

test.describe('signed out', () => {
  const checked = new Set<string>();
  for (const [pattern, fixture] of routes) {
    const widthNames: WidthName[] =
      fixture.audience === 'public' ? ['desktop', 'phone'] : ['desktop'];
    test(`${pattern}: no axe violation, light and dark, ${widthNames.join(' and ')}`, async ({
      page,
    }) => {
      const violations: string[] = [];
      for (const url of fixture.visits(noData)) {
        const check = await checkRoute(page, url, widthNames, checked);
        if (fixture.audience !== 'public') expect(check.landedOn, url).toMatch(/^\/signIn/);
        violations.push(...check.violations);
        axeRuns += check.runs;
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
        const page = await role.context.newPage();
        try {
          const violations: string[] = [];
          for (const url of fixture.visits(role.data)) {
            const check = await checkRoute(page, url, ['desktop'], checked);
            // The role's own pages open for it (no sign-in page, no /noAccess instead).
            if (fixture.audience === audience) {
              expect(check.landedOn).toBe(url);
            }
            violations.push(...check.violations);
            axeRuns += check.runs;
          }
          expect(violations).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });
}
