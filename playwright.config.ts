import { defineConfig } from '@playwright/test';
import { offsetPorts } from './infra/local/ports';

/**
 * Journeys run against one fresh local portal (Vite's dev server) on ports shifted by 200, never
 * the dev's own; the production build's specs run in playwright.prod.config.ts.
 * The `users` project runs first and gives every worker its own signed-out users; the specs
 * that change what every visitor sees run last, one at a time.
 */
const offset = Number(process.env.MARQUE_E2E_PORTS_OFFSET ?? 200);
const ports = offsetPorts(offset);
export const e2eBaseUrl = `http://127.0.0.1:${ports.web}`;
const siteWideSpecs = [
  '**/admin-apis.spec.ts',
  '**/admin-content.spec.ts',
  '**/home-public.spec.ts',
  '**/new-version-notice.spec.ts',
  '**/notifications.spec.ts',
];

export default defineConfig({
  testDir: 'test/e2e',
  // One worker by default: two on two cores with Vite's dev server took a long journey past 2 min.
  workers: Number(process.env.MARQUE_E2E_WORKERS ?? 1),
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
      // The pre-rendered pages need the production build: playwright.prod.config.ts runs them.
      testIgnore: [...siteWideSpecs, '**/prerendered-pages.spec.ts'],
      dependencies: ['users'],
    },
    // What these change every visitor sees (a maintenance pop-up, a banner, FAQ entries, a
    // service unpublished, notices): one at a time, after the journeys, so no journey meets it.
    { name: 'site-wide', testMatch: siteWideSpecs, dependencies: ['journeys'], workers: 1 },
  ],
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
    command: `npx tsx bin/local.ts --fresh --ports-offset ${offset} --data-dir .local-data/e2e`,
    url: `${e2eBaseUrl}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
