import { afterEach, beforeEach, vi } from 'vitest';
import { tables } from '../data/tables';

/** Physical table names the unit tests use (any name works: DynamoDB is mocked). */
export const testTableNames = Object.fromEntries(
  Object.values(tables).map((table) => [table.envVar, `marque-test-${table.id}`]),
) as Record<string, string>;

/** The deployment the unit tests run as (MARQUE_DEPLOYMENT; keys are tagged with it). */
export const testDeployment = 'Marque-test';

export const testUserPoolId = 'us-east-1_TestPool';
export const testUserPoolClientId = 'test-site-client';

/** Stubs the environment a handler or trigger reads (until `vi.unstubAllEnvs`). */
export function stubTestEnvironment(extra: Record<string, string> = {}): void {
  const env: Record<string, string> = {
    ...testTableNames,
    USER_POOL_ID: testUserPoolId,
    USER_POOL_CLIENT_ID: testUserPoolClientId,
    MARQUE_STAGE: 'prod',
    MARQUE_DEPLOYMENT: testDeployment,
    MAIL_FROM: 'no-reply@marque.test',
    ...extra,
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}

/** Stubs the environment a handler or trigger reads, per test; `extra` overrides it. */
export function useTestEnvironment(extra: Record<string, string> = {}): void {
  beforeEach(() => {
    stubTestEnvironment(extra);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}
