import {
  AddUserPoolClientSecretCommand,
  DeleteUserPoolClientSecretCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rotateClientSecret } from '../../../shared/api/applications-credentials-operations';
import { bodyOf } from '../../testing/operation-requests';
import { testUserPoolId, useTestEnvironment } from '../../testing/test-environment';
import { applicationId, conditionRefused } from '../../applications/testing/subscription-fixtures';
import {
  clientId,
  clientItem,
  clientKey,
  firstSecretId,
  newSecretId,
  otherClaims,
  secretId,
} from '../../applications/testing/credentials-fixtures';
import { useCredentialsTestBed } from './testing/credentials-test-bed';

useTestEnvironment({ KEY_ROTATION_OVERLAP_HOURS: '24' });
const { ddb, cognito, stored, call } = useCredentialsTestBed();

describe('rotateClientSecret', () => {
  beforeEach(() => stored(clientItem()));

  it('issues a second secret at once and keeps the first until the overlap window ends', async () => {
    const result = await call(rotateClientSecret);
    expect(result.statusCode).toBe(200);
    expect(cognito.commandCalls(AddUserPoolClientSecretCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      ClientId: clientId,
    });
    const body = bodyOf(result);
    expect(body.clientSecret).toBe('second-secret-value');
    expect(body.item).toMatchObject({
      clientId,
      secretCreatedAt: '2026-11-25T04:00:00.000Z',
      previousSecretExpiresAt: '2026-11-26T04:00:00.000Z',
    });
    expect(body.message).toBe(
      'New secret issued; the previous secret works until 2026-11-26T04:00:00.000Z',
    );
    expect(cognito.commandCalls(DeleteUserPoolClientSecretCommand)).toHaveLength(0);
    const [update, marker] =
      ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(update?.Update?.Key).toEqual(clientKey);
    expect(update?.Update?.ExpressionAttributeValues).toMatchObject({
      ':new': newSecretId,
      ':old': firstSecretId,
      ':previous': { secretId: firstSecretId, expiresAt: '2026-11-26T04:00:00.000Z' },
    });
    expect(marker?.Put?.Item).toMatchObject({
      pk: 'ROTATION#2026-11-26',
      sk: `2026-11-26T04:00:00.000Z#${firstSecretId}`,
      kind: 'secret-rotation',
      clientId,
      secretId: firstSecretId,
      applicationId,
    });
  });

  it("takes the window from the stage's setting", async () => {
    vi.stubEnv('KEY_ROTATION_OVERLAP_HOURS', '2');
    const result = await call(rotateClientSecret);
    expect(bodyOf(result).item).toMatchObject({
      previousSecretExpiresAt: '2026-11-25T06:00:00.000Z',
    });
  });

  it('refuses a second rotation while the previous secret still works (409)', async () => {
    const previousSecret = { secretId: secretId(1), expiresAt: '2026-11-25T20:00:00.000Z' };
    stored(clientItem({ previousSecret }));
    const result = await call(rotateClientSecret);
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toContain(
      'The previous secret still works until 2026-11-25T20:00:00.000Z',
    );
    expect(cognito.commandCalls(AddUserPoolClientSecretCommand)).toHaveLength(0);
  });

  it('deletes the new secret when the record refuses the change, keeping the old one', async () => {
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    const result = await call(rotateClientSecret);
    expect(result.statusCode).toBe(409);
    expect(result.body).not.toContain('second-secret-value');
    const deleted = cognito.commandCalls(DeleteUserPoolClientSecretCommand);
    expect(deleted.map((c) => c.args[0].input)).toEqual([
      { UserPoolId: testUserPoolId, ClientId: clientId, ClientSecretId: newSecretId },
    ]);
  });

  it('answers 409 when a simultaneous rotation already gave the app client its second secret', async () => {
    const full = Object.assign(new Error('already has the maximum number of client secrets (2)'), {
      name: 'LimitExceededException',
    });
    cognito.on(AddUserPoolClientSecretCommand).rejects(full);
    const result = await call(rotateClientSecret);
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      'The client credentials changed meanwhile; reload and rotate again',
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("answers 404 'This application has no client credentials' without them", async () => {
    stored(undefined);
    const result = await call(rotateClientSecret);
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('This application has no client credentials');
    expect(cognito.calls()).toHaveLength(0);
  });

  it("answers 404 for another user's application", async () => {
    const result = await call(rotateClientSecret, otherClaims);
    expect(result.statusCode).toBe(404);
    expect(cognito.calls()).toHaveLength(0);
  });
});
