import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { offsetPorts } from './infra/local/ports';

/**
 * The production build (`npm start -- --prod`: pre-rendered pages, hydration) on ports shifted by
 * 300 (MARQUE_E2E_PROD_OFFSET), for the specs that need it: `npx playwright test -c
 * playwright.prod.config.ts`. Builds web/dist first when it has no pre-rendered pages.
 */
const offset = Number(process.env.MARQUE_E2E_PROD_OFFSET ?? 300);
const baseURL = `http://127.0.0.1:${offsetPorts(offset).web}`;

export default defineConfig({
  ...base,
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
