import { describe, expect, it } from 'vitest';
import type { FunctionValues } from '../../../lambdas/lib/function-environment';
import { localTableNames } from '../dynamodb/create-local-tables';
import { areaEnvironment, triggerEnvironment } from './portal-functions';

const runtime = { AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:8000' };
const values: FunctionValues = {
  stage: 'dev',
  deployment: 'Marque-local-dev',
  tableNames: localTableNames('dev'),
  mailFrom: 'no-reply@marque.local',
  userPool: { id: 'local_pool', clientId: 'web-client' },
};

describe('the local functions’ environments', () => {
  it('give an area the runtime plus what its flags ask for, the pool included', () => {
    expect(areaEnvironment(runtime, values)('catalogue')).toEqual({
      ...runtime,
      MARQUE_STAGE: 'dev',
      MARQUE_DEPLOYMENT: 'Marque-local-dev',
      LOG_LEVEL: 'info',
      TABLE_CATALOGUE: 'marque-dev-catalogue',
    });
    expect(areaEnvironment(runtime, values)('account')).toMatchObject({
      TABLE_USERS: 'marque-dev-users',
      MAIL_FROM: 'no-reply@marque.local',
      USER_POOL_ID: 'local_pool',
      USER_POOL_CLIENT_ID: 'web-client',
    });
  });

  it('give a trigger its tables and sender, never the pool that names it', () => {
    const environment = triggerEnvironment(runtime, values);
    expect(environment('preAuthentication')).toEqual({
      ...runtime,
      MARQUE_STAGE: 'dev',
      MARQUE_DEPLOYMENT: 'Marque-local-dev',
      LOG_LEVEL: 'info',
      TABLE_USERS: 'marque-dev-users',
      TABLE_CHALLENGES: 'marque-dev-challenges',
    });
    expect(environment('createAuthChallenge')).toHaveProperty('MAIL_FROM');
    expect(environment('createAuthChallenge')).not.toHaveProperty('TABLE_USERS');
  });

  it('give the areas of a preprod local cloud that stage, which the plan rules read', () => {
    const preprod: FunctionValues = {
      ...values,
      stage: 'preprod',
      deployment: 'Marque-local-preprod',
      tableNames: localTableNames('preprod'),
    };
    expect(areaEnvironment(runtime, preprod)('applications')).toMatchObject({
      MARQUE_STAGE: 'preprod',
      MARQUE_DEPLOYMENT: 'Marque-local-preprod',
      TABLE_CATALOGUE: 'marque-preprod-catalogue',
    });
  });
});
