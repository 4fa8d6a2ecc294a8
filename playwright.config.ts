import { defineConfig } from '@playwright/test';
import { offsetPorts } from './infra/local/ports';
import { specBrowserPath } from './test/e2e/support/browser-path';

/**
 * Every browser spec runs against one fresh local portal serving the production build
 * (`npm start -- --prod`: pre-rendered pages, hydration, the site's CSP), as CloudFront serves
 * it, on ports shifted by 200, never the dev's own. It serves web/dist as `npm run build` left it
 * (built first if there is none): CI builds just before. MARQUE_E2E_DEV_SERVER=1 runs them on
 * Vite's dev server instead, for work on the web app without a rebuild (the pre-rendered pages'
 * spec then fails: it needs the build).
 * The `users` project runs first and gives every worker its own signed-out users; the specs
 * that change what every visitor sees run last, one at a time.
 */
const offset = Number(process.env.MARQUE_E2E_PORTS_OFFSET ?? 200);
const ports = offsetPorts(offset);
export const e2eBaseUrl = `http://127.0.0.1:${ports.web}`;
const devServer = process.env.MARQUE_E2E_DEV_SERVER === '1';
/**
 * The specs whose changes every visitor sees, after the journeys: two lanes side by side, whose
 * changes never meet (a banner and FAQ entries and a category unpublished; notices and a new
 * version of Recall Check and Spare Parts' upload), then the maintenance pop-up, which shows on
 * every page, alone.
 */
const siteWideLanes = {
  'site-wide-content': ['**/admin-content.spec.ts', '**/unpublished-category.spec.ts'],
  'site-wide-notices': [
    '**/notifications.spec.ts',
    '**/new-version-notice.spec.ts',
    '**/admin-apis.spec.ts',
  ],
};
const maintenanceSpecs = ['**/maintenance-window.spec.ts'];
const siteWideSpecs = [...Object.values(siteWideLanes).flat(), ...maintenanceSpecs];

export default defineConfig({
  testDir: 'test/e2e',
  // Two on two cores: the built site costs the machine little; Vite's dev server compiles every
  // module on first request, and two workers on it took a long journey past 2 minutes.
  workers: Number(process.env.MARQUE_E2E_WORKERS ?? (devServer ? 1 : 2)),
  retries: process.env.CI ? 1 : 0,
  // Two workers, a browser each and the local cloud share two cores: a journey of a dozen pages
  // and a few axe runs takes about twice as long as alone (these are guards, never assertions).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  projects: [
    { name: 'users', testMatch: 'worker-users.setup.ts' },
    {
      name: 'journeys',
      testMatch: '**/*.spec.ts',
      testIgnore: siteWideSpecs,
      dependencies: ['users'],
    },
    // What these change every visitor sees: after the journeys, so no journey meets it; in each
    // lane one spec at a time.
    ...Object.entries(siteWideLanes).map(([name, testMatch]) => ({
      name,
      testMatch,
      dependencies: ['journeys'],
      workers: 1,
    })),
    {
      name: 'site-wide-maintenance',
      testMatch: maintenanceSpecs,
      dependencies: Object.keys(siteWideLanes),
      workers: 1,
    },
  ],
  use: {
    baseURL: e2eBaseUrl,
    // What a desktop browser allows the page in front on a click: the Copy buttons write to the
    // clipboard (the headless shell refuses it otherwise; reading stays a spec's own grant).
    permissions: ['clipboard-write'],
    // Recording a trace (a DOM snapshot and screenshot per action) made 25 journeys 29% slower
    // (84 s → 108 s) even when it was thrown away: CI records one only on the retry of a failed
    // test, which is where it is read; a local run, without retries, keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: specBrowserPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx tsx bin/local.ts${devServer ? '' : ' --prod'} --fresh --in-memory --ports-offset ${offset} --data-dir .local-data/e2e`,
    url: `${e2eBaseUrl}/config.json`,
    // Building web/dist first, when there is none, takes about a minute more.
    timeout: 300_000,
    reuseExistingServer: false,
    // Every spec runs from this machine: the per-address limits would refuse the suite's
    // registrations and captchas (the integration suite proves the limits).
    env: { MARQUE_LOCAL_CLIENT_LIMITS_EXEMPT: '127.0.0.1,::1' },
    // The functions log every request: thousands of lines that bury the report (errors still show).
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
