import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalCloud, type LocalCloud } from '../../infra/local/start-local-cloud';
import { offsetPorts } from '../../infra/local/ports';
import { portalOfCloud } from '../support/cloud-portal';
import { makeWorkerAdmins, type AdminAccount } from '../support/worker-admins';

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: {
      urls: LocalCloud['urls'];
      identity: LocalCloud['identity'];
      siteConfig: LocalCloud['siteConfig'];
    };
    /** One admin per worker number (VITEST_POOL_ID − 1): test/support/worker-admin.ts. */
    workerAdmins: AdminAccount[];
  }
}

interface IntegrationCloud {
  cloud: LocalCloud;
  workerAdmins: AdminAccount[];
}

/**
 * Both integration projects (vitest.config.ts) list this file, and vitest loads it once for
 * each, in that project's own module graph: the one cloud they share is kept on the process's
 * global object, started by the first setup and closed by the last teardown.
 */
const sharedKey = Symbol.for('marque.integration-cloud');
const shared = globalThis as typeof globalThis & {
  [sharedKey]?: { users: number; ready: Promise<IntegrationCloud> };
};

/** 300 unless MARQUE_IT_PORTS_OFFSET says otherwise (e.g. while something holds those ports). */
function integrationPortsOffset(): number {
  const offset = Number(process.env.MARQUE_IT_PORTS_OFFSET ?? 300);
  if (!Number.isInteger(offset) || offset < 0)
    throw new Error('MARQUE_IT_PORTS_OFFSET: a whole number');
  return offset;
}

/** The most workers any project of this run may have at once: VITEST_POOL_ID's highest value. */
function mostWorkers(project: TestProject): number {
  const configs = [project.vitest.config, ...project.vitest.projects.map((p) => p.config)];
  const counts = configs.map((config) => config.maxWorkers ?? availableParallelism());
  return Math.max(1, ...counts);
}

/** One fresh local cloud for the integration suite, on ports that never meet `npm start`. */
async function startIntegrationCloud(workers: number): Promise<IntegrationCloud> {
  const admin = { email: 'admin@marque.test', password: 'Marque#Admin2026' };
  const cloud = await startLocalCloud({
    ports: offsetPorts(integrationPortsOffset()),
    stage: 'prod',
    dataDir: mkdtempSync(join(tmpdir(), 'marque-it-')),
    fresh: true,
    inMemory: true,
    admin,
    // The functions' info lines would bury the test report; warnings and errors still show.
    logLevel: 'warn',
    // The races fire 50 subscribes at once: at CreateApiKey's 5 a second AWS would throttle
    // most of them. The throttle has its own test (quota-refusals.test.ts lowers it there).
    quotas: { createApiKeyPerSecond: 1_000, createApiKeyBurst: 1_000 },
    // Every suite registers and signs in from 127.0.0.1, far past the per-address limits;
    // client-limits.test.ts proves them from other loopback addresses, which are not exempt.
    clientLimitsExempt: ['127.0.0.1', '::1'],
  });
  try {
    const workerAdmins = await makeWorkerAdmins(portalOfCloud(cloud), admin, workers);
    return { cloud, workerAdmins };
  } catch (error) {
    await cloud.close();
    throw error;
  }
}

/** The projects of the whole suite, which vitest.config.ts runs as one. */
const integrationProjects = ['integration', 'integration-alone'];

/** A run of one project alone leaves the other's files out: said, not silent. */
function warnOfMissingProjects(project: TestProject): void {
  const running = new Set(project.vitest.projects.map((p) => p.name));
  const missing = integrationProjects.filter((name) => !running.has(name));
  if (missing.length > 0) {
    console.warn(
      `Not in this run: project ${missing.join(', ')}; --project 'integration*' runs the whole integration suite.`,
    );
  }
}

export async function setup(project: TestProject): Promise<void> {
  if (!shared[sharedKey]) warnOfMissingProjects(project);
  const entry = (shared[sharedKey] ??= {
    users: 0,
    ready: startIntegrationCloud(mostWorkers(project)),
  });
  entry.users += 1;
  const { cloud, workerAdmins } = await entry.ready;
  project.provide('cloud', {
    urls: cloud.urls,
    identity: cloud.identity,
    siteConfig: cloud.siteConfig,
  });
  project.provide('workerAdmins', workerAdmins);
}

export async function teardown(): Promise<void> {
  const entry = shared[sharedKey];
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  delete shared[sharedKey];
  const started = await entry.ready.catch(() => undefined);
  await started?.cloud.close();
}
