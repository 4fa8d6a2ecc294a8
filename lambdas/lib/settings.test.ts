import { describe, expect, it } from 'vitest';
import {
  SettingsError,
  deploymentId,
  customerPoolClientId,
  customerPoolId,
  settings,
  userPoolClientId,
  userPoolId,
} from './settings';

describe('settings', () => {
  it('defaults the stage to prod, the sender to no-reply@marque.local and support to the local one', () => {
    expect(settings({})).toEqual({
      stage: 'prod',
      mailFrom: 'no-reply@marque.local',
      supportMailbox: 'api.support@marque.example',
      userPoolId: undefined,
      userPoolClientId: undefined,
      keyRotationOverlapHours: 24,
    });
  });

  it('treats blank variables as unset', () => {
    expect(settings({ MARQUE_STAGE: '', MAIL_FROM: '', USER_POOL_ID: ' ' })).toMatchObject({
      stage: 'prod',
      mailFrom: 'no-reply@marque.local',
      userPoolId: undefined,
    });
  });

  it('reads every variable', () => {
    expect(
      settings({
        MARQUE_STAGE: 'dev',
        MAIL_FROM: 'portal@maker.example',
        SUPPORT_MAILBOX: 'api.support@maker.example',
        USER_POOL_ID: 'pool',
        USER_POOL_CLIENT_ID: 'client',
        KEY_ROTATION_OVERLAP_HOURS: '6',
      }),
    ).toEqual({
      stage: 'dev',
      mailFrom: 'portal@maker.example',
      supportMailbox: 'api.support@maker.example',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      keyRotationOverlapHours: 6,
    });
  });

  it('names the variable that holds a bad value', () => {
    expect(() => settings({ MARQUE_STAGE: 'staging' })).toThrow(SettingsError);
    expect(() => settings({ MARQUE_STAGE: 'staging' })).toThrow(/MARQUE_STAGE/);
    expect(() => settings({ MAIL_FROM: 'not-an-address' })).toThrow(/MAIL_FROM/);
    expect(() => settings({ SUPPORT_MAILBOX: 'support' })).toThrow(/SUPPORT_MAILBOX/);
    expect(() => settings({ KEY_ROTATION_OVERLAP_HOURS: '0' })).toThrow(
      /KEY_ROTATION_OVERLAP_HOURS/,
    );
  });

  it('reads the deployment id, refusing one that is no stack name, with no default', () => {
    expect(settings({ MARQUE_DEPLOYMENT: ' Marque-prod ' }).deployment).toBe('Marque-prod');
    expect(settings({ MARQUE_DEPLOYMENT: '' })).not.toHaveProperty('deployment');
    expect(deploymentId({ MARQUE_DEPLOYMENT: 'Marque-local-dev' })).toBe('Marque-local-dev');
    expect(() => deploymentId({})).toThrow('Environment variable MARQUE_DEPLOYMENT is not set');
    for (const bad of ['1Marque', 'Marque prod', 'Marque_prod', `M${'a'.repeat(128)}`]) {
      expect(() => settings({ MARQUE_DEPLOYMENT: bad })).toThrow(
        'Environment variable MARQUE_DEPLOYMENT is invalid: must be a CloudFormation stack name',
      );
    }
  });

  it('says clearly when the user pool or its client is missing', () => {
    expect(() => userPoolId({})).toThrow('Environment variable USER_POOL_ID is not set');
    expect(() => userPoolClientId({})).toThrow(
      'Environment variable USER_POOL_CLIENT_ID is not set',
    );
    expect(userPoolId({ USER_POOL_ID: 'pool' })).toBe('pool');
  });
});

describe('customer pool settings', () => {
  it('reads the customer pool and its app client', () => {
    const env = { CUSTOMER_POOL_ID: 'us-east-1_Cust', CUSTOMER_POOL_CLIENT_ID: 'cust-client' };
    expect(customerPoolId(env)).toBe('us-east-1_Cust');
    expect(customerPoolClientId(env)).toBe('cust-client');
  });

  it('names the missing variable', () => {
    expect(() => customerPoolId({})).toThrow(/CUSTOMER_POOL_ID/);
    expect(() => customerPoolClientId({ CUSTOMER_POOL_CLIENT_ID: ' ' })).toThrow(
      /CUSTOMER_POOL_CLIENT_ID/,
    );
  });
});
