import { describe, expect, it } from 'vitest';
import type { FunctionValues } from '../../../lambdas/lib/function-environment';
import { localTableNames } from '../dynamodb/create-local-tables';
import type { LocalFunction } from './local-function';
import {
  backendEnvironment,
  backendsByService,
  customerTriggerEnvironment,
} from './product-backend-functions';

const runtime = { AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_SNS: 'http://127.0.0.1:4030' };
const values: FunctionValues = {
  stage: 'dev',
  deployment: 'Marque-local-dev',
  tableNames: localTableNames('dev'),
  mailFrom: 'no-reply@marque.local',
  userPool: { id: 'local_pool', clientId: 'web-client' },
  customerPool: { id: 'local_customers', clientId: 'customer-client' },
};

describe('the product backends’ local functions', () => {
  it('give the customer identity backend the runtime, its table and the customer pool only', () => {
    expect(backendEnvironment(runtime, values, 'customerIdentity')).toEqual({
      ...runtime,
      MARQUE_STAGE: 'dev',
      MARQUE_DEPLOYMENT: 'Marque-local-dev',
      LOG_LEVEL: 'info',
      TABLE_CUSTOMERS: 'marque-dev-customers',
      CUSTOMER_POOL_ID: 'local_customers',
      CUSTOMER_POOL_CLIENT_ID: 'customer-client',
    });
  });

  it('give the customer pool’s trigger its table, never the pool that names it', () => {
    expect(customerTriggerEnvironment(runtime, values)).toEqual({
      ...runtime,
      MARQUE_STAGE: 'dev',
      MARQUE_DEPLOYMENT: 'Marque-local-dev',
      LOG_LEVEL: 'info',
      TABLE_CUSTOMERS: 'marque-dev-customers',
    });
  });

  it('reach each backend by the catalogue service it answers for', async () => {
    const seen: unknown[] = [];
    const fn: LocalFunction = {
      name: 'product backend customerIdentity',
      load: async () => undefined,
      invoke: async (event) => {
        seen.push(event);
        return { statusCode: 200 };
      },
      close: async () => undefined,
    };
    const byService = backendsByService({ customerIdentity: fn });
    expect(Object.keys(byService)).toEqual(['customer-authentication']);
    await expect(
      byService['customer-authentication']?.({ path: '/v1/otp/verify' }),
    ).resolves.toEqual({ statusCode: 200 });
    expect(seen).toEqual([{ path: '/v1/otp/verify' }]);
  });
});
