import { afterEach, describe, expect, it, vi } from 'vitest';
import { areas } from '../routes';
import { functionEnvironment, type FunctionValues } from './function-environment';
import { deploymentId, settings, userPoolClientId, userPoolId } from './settings';
import { tableName } from '../data/table-name';

const values: FunctionValues = {
  stage: 'preprod',
  deployment: 'Marque-preprod',
  tableNames: {
    catalogue: 'cat-table',
    users: 'users-table',
    organizations: 'orgs-table',
    challenges: 'challenges-table',
    applications: 'applications-table',
    customers: 'customers-table',
    audit: 'audit-table',
    content: 'content-table',
    notifications: 'notifications-table',
  },
  mailFrom: 'portal@maker.example',
  userPool: { id: 'us-east-1_Pool', clientId: 'site-client' },
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('functionEnvironment', () => {
  it('gives a function its stage, log level and its own tables, nothing else', () => {
    expect(functionEnvironment(areas.catalogue, values)).toEqual({
      MARQUE_STAGE: 'preprod',
      MARQUE_DEPLOYMENT: 'Marque-preprod',
      LOG_LEVEL: 'info',
      TABLE_CATALOGUE: 'cat-table',
    });
  });

  it('adds the sender where the flags say mail and the pool where they say cognito', () => {
    expect(functionEnvironment(areas.auth, values)).toEqual({
      MARQUE_STAGE: 'preprod',
      MARQUE_DEPLOYMENT: 'Marque-preprod',
      LOG_LEVEL: 'info',
      TABLE_USERS: 'users-table',
      TABLE_ORGANIZATIONS: 'orgs-table',
      TABLE_CHALLENGES: 'challenges-table',
      TABLE_AUDIT: 'audit-table',
      TABLE_NOTIFICATIONS: 'notifications-table',
      TABLE_CATALOGUE: 'cat-table',
      MAIL_FROM: 'portal@maker.example',
      USER_POOL_ID: 'us-east-1_Pool',
      USER_POOL_CLIENT_ID: 'site-client',
    });
  });

  it('names no pool when none is given (a trigger: the pool names it), nor a client it lacks', () => {
    const flags = { tables: [], cognito: true };
    expect(functionEnvironment(flags, { ...values, userPool: undefined })).not.toHaveProperty(
      'USER_POOL_ID',
    );
    const seed = functionEnvironment(flags, { ...values, userPool: { id: 'p1' } });
    expect(seed).toMatchObject({ USER_POOL_ID: 'p1' });
    expect(seed).not.toHaveProperty('USER_POOL_CLIENT_ID');
  });

  it('gives functions flagged appClients the pool id only: no site client, no pool if none given', () => {
    const flags = { tables: [], appClients: true };
    const env = functionEnvironment(flags, values);
    expect(env).toEqual({
      MARQUE_STAGE: 'preprod',
      MARQUE_DEPLOYMENT: 'Marque-preprod',
      LOG_LEVEL: 'info',
      USER_POOL_ID: 'us-east-1_Pool',
    });
    expect(env).not.toHaveProperty('USER_POOL_CLIENT_ID');
    expect(functionEnvironment(areas.applications, values)).toMatchObject({
      USER_POOL_ID: 'us-east-1_Pool',
    });
    expect(functionEnvironment(areas.applications, values)).not.toHaveProperty(
      'USER_POOL_CLIENT_ID',
    );
    expect(functionEnvironment(flags, { ...values, userPool: undefined })).not.toHaveProperty(
      'USER_POOL_ID',
    );
  });

  it('passes the log level and the CORS origin when given', () => {
    const env = functionEnvironment(
      { tables: [] },
      {
        ...values,
        logLevel: 'warn',
        corsOrigin: 'https://portal.example',
      },
    );
    expect(env).toEqual({
      MARQUE_STAGE: 'preprod',
      MARQUE_DEPLOYMENT: 'Marque-preprod',
      LOG_LEVEL: 'warn',
      CORS_ORIGIN: 'https://portal.example',
    });
  });

  it('gives the key rotation window only to functions that rotate keys (default 24 h)', () => {
    expect(functionEnvironment(areas.applications, values)).toMatchObject({
      KEY_ROTATION_OVERLAP_HOURS: '24',
    });
    const env = functionEnvironment(areas.applications, { ...values, keyRotationOverlapHours: 6 });
    expect(settings(env).keyRotationOverlapHours).toBe(6);
    expect(functionEnvironment(areas.auth, values)).not.toHaveProperty(
      'KEY_ROTATION_OVERLAP_HOURS',
    );
  });

  it("gives the product APIs' URL template only to functions that call them", () => {
    const productApiUrl = 'https://{apiId}.execute-api.eu-west-1.amazonaws.com/{stage}';
    expect(functionEnvironment(areas.docs, { ...values, productApiUrl })).toMatchObject({
      PRODUCT_API_URL: productApiUrl,
    });
    expect(
      functionEnvironment(areas.applications, { ...values, productApiUrl }),
    ).not.toHaveProperty('PRODUCT_API_URL');
  });

  it('is what the handlers read back: settings, pool ids and table names', () => {
    const env = functionEnvironment(areas.auth, values);
    expect(settings(env)).toMatchObject({
      stage: 'preprod',
      deployment: 'Marque-preprod',
      mailFrom: 'portal@maker.example',
    });
    expect(deploymentId(env)).toBe('Marque-preprod');
    expect(userPoolId(env)).toBe('us-east-1_Pool');
    expect(userPoolClientId(env)).toBe('site-client');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    expect(tableName('challenges')).toBe('challenges-table');
  });
});
