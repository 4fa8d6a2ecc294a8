import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { offsetPorts } from './infra/local/ports';

/**
 * The production build (`npm start -- --prod`: pre-rendered pages, hydration) on ports shifted by
 * 500 (MARQUE_E2E_PROD_OFFSET; integration uses 300, the bench 400), for the specs that need it: `npx playwright test -c
 * playwright.prod.config.ts`. Builds web/dist first when it has no pre-rendered pages.
 */
const offset = Number(process.env.MARQUE_E2E_PROD_OFFSET ?? 500);
const baseURL = `http://127.0.0.1:${offsetPorts(offset).web}`;

export default defineConfig({
  ...base,
  // No signed-in user: no setup project, the specs straight away.
  projects: [{ name: 'production build' }],
  testMatch: prodSpecs(),
  testIgnore: [],
  use: { ...base.use, baseURL },
  webServer: {
    command: `npx tsx bin/local.ts --prod --fresh --ports-offset ${offset} --data-dir .local-data/e2e-prod`,
    url: `${baseURL}/config.json`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

/** The specs that run against the production build only. */
export function prodSpecs(): string[] {
  return ['**/prerendered-pages.spec.ts'];
}
