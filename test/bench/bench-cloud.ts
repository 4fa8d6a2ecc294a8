import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offsetPorts } from '../../infra/local/ports';
import { startLocalCloud, type LocalCloud } from '../../infra/local/start-local-cloud';
import { dynamoCommandChannelVariable } from '../../lambdas/clients/dynamo-command-count';
import type { PortalRef } from '../support/portal-sign-in';

export { percentile } from './percentiles';

export const benchAdmin = { email: 'admin@marque.bench', password: 'Marque#Admin2026' };

/** The BroadcastChannel the bench cloud's areas post each DynamoDB command's name on. */
export const benchCommandChannel = 'marque-bench-dynamodb-commands';

/**
 * One local cloud (stage `prod`, ports +400, or +MARQUE_BENCH_PORTS_OFFSET) for every figure that
 * needs it, closed after. Its areas post their DynamoDB commands on `benchCommandChannel`.
 * `whileStarting` runs as it starts: only figures no timing is in (sizes, counts) belong there.
 */
export async function withBenchCloud<T>(
  use: (cloud: LocalCloud) => Promise<T>,
  whileStarting: () => Promise<void> = async () => undefined,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marque-bench-cloud-'));
  const starting = startLocalCloud({
    ports: offsetPorts(Number(process.env.MARQUE_BENCH_PORTS_OFFSET ?? 400)),
    stage: 'prod',
    dataDir,
    fresh: true,
    inMemory: true,
    admin: benchAdmin,
    areaVariables: { [dynamoCommandChannelVariable]: benchCommandChannel },
    // The bench measures latency with many captchas from this machine, not abuse.
    clientLimitsExempt: ['127.0.0.1', '::1'],
  });
  const [started, alongside] = await Promise.allSettled([starting, whileStarting()]);
  if (started.status === 'rejected') {
    rmSync(dataDir, { recursive: true, force: true });
    throw started.reason;
  }
  const cloud = started.value;
  try {
    if (alongside.status === 'rejected') throw alongside.reason;
    return await use(cloud);
  } finally {
    await cloud.close();
    rmSync(dataDir, { recursive: true, force: true });
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
