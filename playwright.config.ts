import { defineConfig } from '@playwright/test';
import { offsetPorts } from './infra/local/ports';

/** Journeys run against a fresh local portal on ports shifted by 200, never the dev's own. */
const ports = offsetPorts(200);
export const e2eBaseUrl = `http://127.0.0.1:${ports.web}`;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // These need the production build: playwright.prod.config.ts runs them.
  testIgnore: '**/prerendered-pages.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
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
    command: 'npx tsx bin/local.ts --fresh --ports-offset 200 --data-dir .local-data/e2e',
    url: `${e2eBaseUrl}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
