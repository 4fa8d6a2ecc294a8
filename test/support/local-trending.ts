import { inject } from 'vitest';
import { localTableNames } from '../../infra/local/dynamodb/create-local-tables';
import { tables } from '../../lambdas/data/tables';

/**
 * The trending builder module itself, run in the test's process against the suite's local
 * cloud with a chosen clock (the scheduled event's `time`; it ranks the UTC day before), as
 * local-sweeper.ts runs the sweeper, so a test needs no waiting for the local timer.
 */
export async function buildTrendingAt(time: Date): Promise<{ date: string; services: string[] }> {
  const { urls } = inject('cloud');
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
    AWS_ENDPOINT_URL_API_GATEWAY: urls.controlPlane,
    [tables.catalogue.envVar]: localTableNames('prod').catalogue,
  });
  const { handler } = await import('../../lambdas/jobs/trending-builder');
  return handler({ time: time.toISOString() });
}
