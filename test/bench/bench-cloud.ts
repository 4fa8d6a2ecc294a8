import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offsetPorts } from '../../infra/local/ports';
import { startLocalCloud, type LocalCloud } from '../../infra/local/start-local-cloud';
import type { PortalRef } from '../support/portal-sign-in';

export const benchAdmin = { email: 'admin@marque.bench', password: 'Marque#Admin2026' };

/** One local cloud (stage `prod`, ports +400) for every figure that needs it, closed after. */
export async function withBenchCloud<T>(use: (cloud: LocalCloud) => Promise<T>): Promise<T> {
  const cloud = await startLocalCloud({
    ports: offsetPorts(400),
    stage: 'prod',
    dataDir: mkdtempSync(join(tmpdir(), 'marque-bench-cloud-')),
    fresh: true,
    admin: benchAdmin,
  });
  try {
    return await use(cloud);
  } finally {
    await cloud.close();
  }
}

/** The cloud as the sign-in helpers of test/support need it. */
export function benchPortal(cloud: LocalCloud): PortalRef {
  return {
    apiUrl: cloud.urls.portalApi,
    outboxUrl: cloud.urls.outbox,
    endpoint: cloud.identity.endpoint,
    userPoolId: cloud.identity.userPoolId,
    userPoolClientId: cloud.identity.userPoolClientId,
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
