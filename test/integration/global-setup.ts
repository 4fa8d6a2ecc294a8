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

/** 300 unless MARQUE_IT_PORTS_OFFSET says otherwise (e.g. while something holds those ports). */
function integrationPortsOffset(): number {
  const offset = Number(process.env.MARQUE_IT_PORTS_OFFSET ?? 300);
  if (!Number.isInteger(offset) || offset < 0)
    throw new Error('MARQUE_IT_PORTS_OFFSET: a whole number');
  return offset;
}

/** One fresh local cloud for the integration suite, on ports that never meet `npm start`. */
export async function setup(project: TestProject): Promise<void> {
  cloud = await startLocalCloud({
    ports: offsetPorts(integrationPortsOffset()),
    stage: 'prod',
    dataDir: mkdtempSync(join(tmpdir(), 'marque-it-')),
    fresh: true,
    inMemory: true,
    admin: { email: 'admin@marque.test', password: 'Marque#Admin2026' },
    // The functions' info lines would bury the test report; warnings and errors still show.
    logLevel: 'warn',
    // The races fire 50 subscribes at once: at CreateApiKey's 5 a second AWS would throttle
    // most of them. The throttle has its own test (quota-refusals.test.ts lowers it there).
    quotas: { createApiKeyPerSecond: 1_000, createApiKeyBurst: 1_000 },
    // Every suite registers and signs in from 127.0.0.1, far past the per-address limits;
    // client-limits.test.ts proves them from other loopback addresses, which are not exempt.
    clientLimitsExempt: ['127.0.0.1', '::1'],
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
