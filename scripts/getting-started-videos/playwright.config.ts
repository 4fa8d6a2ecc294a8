import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { offsetPorts } from '../../infra/local/ports';

/** Slides are taken from a fresh local portal of their own (ports shifted by 400 by default). */
const offset = Number(process.env.MARQUE_VIDEO_PORTS_OFFSET ?? '400');
const baseURL = `http://127.0.0.1:${offsetPorts(offset).web}`;

export default defineConfig({
  ...base,
  testDir: import.meta.dirname,
  // One project of its own: none of the journeys' (their users and site-wide steps).
  projects: [{ name: 'slides' }],
  testMatch: 'capture-slides.spec.ts',
  retries: 0,
  use: { ...base.use, baseURL },
  webServer: {
    command: `npx tsx bin/local.ts --fresh --ports-offset ${offset} --data-dir .local-data/videos`,
    cwd: `${import.meta.dirname}/../..`,
    url: `${baseURL}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
