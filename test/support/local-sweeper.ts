import { inject } from 'vitest';
import { localTableNames } from '../../infra/local/dynamodb/create-local-tables';
import { tables } from '../../lambdas/data/tables';

/**
 * The expired-keys sweeper module itself, run in the test's process against the suite's local
 * cloud with a chosen clock (the scheduled event's `time`), so a test needs no waiting for the
 * overlap window or the local timer. Returns the key ids and secret ids it removed.
 */
export async function sweepAt(
  time: Date,
): Promise<{ removed: string[]; removedSecrets: string[]; removedOrphans: string[] }> {
  const { urls, identity } = inject('cloud');
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
    AWS_ENDPOINT_URL_API_GATEWAY: urls.controlPlane,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: identity.endpoint,
    USER_POOL_ID: identity.userPoolId,
    [tables.applications.envVar]: localTableNames('prod').applications,
  });
  const { handler } = await import('../../lambdas/jobs/expired-keys-sweeper');
  return handler({ time: time.toISOString() });
}
