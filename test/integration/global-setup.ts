import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalCloud, type LocalCloud } from '../../infra/local/start-local-cloud';
import { offsetPorts } from '../../infra/local/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: {
      urls: LocalCloud['urls'];
      identity: LocalCloud['identity'];
      siteConfig: LocalCloud['siteConfig'];
    };
  }
}

let cloud: LocalCloud | undefined;

/** One fresh local cloud for the integration suite, on ports that never meet `npm start`. */
export async function setup(project: TestProject): Promise<void> {
  // The handlers' info lines would bury the test report; warnings and errors still show.
  process.env.LOG_LEVEL ??= 'warn';
  cloud = await startLocalCloud({
    ports: offsetPorts(300),
    stage: 'prod',
    dataDir: mkdtempSync(join(tmpdir(), 'marque-it-')),
    fresh: true,
    admin: { email: 'admin@marque.test', password: 'Marque#Admin2026' },
  });
  project.provide('cloud', {
    urls: cloud.urls,
    identity: cloud.identity,
    siteConfig: cloud.siteConfig,
  });
}

export async function teardown(): Promise<void> {
  await cloud?.close();
}
