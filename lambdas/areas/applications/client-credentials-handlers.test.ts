import {
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
  ListUserPoolClientSecretsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  createClientCredentials,
  deleteClientCredentials,
  getClientCredentials,
} from '../../../shared/api/applications-credentials-operations';
import { bodyOf } from '../../testing/operation-requests';
import { testUserPoolId, useTestEnvironment } from '../../testing/test-environment';
import { conditionRefused } from '../../applications/testing/subscription-fixtures';
import {
  clientId,
  clientItem,
  clientKey,
  firstSecretId,
  otherClaims,
  secretId,
} from '../../applications/testing/credentials-fixtures';
import { useCredentialsTestBed } from './testing/credentials-test-bed';

useTestEnvironment();
const { ddb, cognito, listed, stored, call } = useCredentialsTestBed();

describe('createClientCredentials', () => {
  it('creates a confidential app client with only the client-credentials grant', async () => {
    const result = await call(createClientCredentials);
    expect(result.statusCode).toBe(200);
    expect(cognito.commandCalls(CreateUserPoolClientCommand)[0]?.args[0].input).toMatchObject({
      UserPoolId: testUserPoolId,
      GenerateSecret: true,
      ExplicitAuthFlows: ['ALLOW_CLIENT_TOKEN_AUTH'],
      AllowedOAuthFlows: ['client_credentials'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: ['marque-products/try-out'],
      AccessTokenValidity: 60,
      TokenValidityUnits: { AccessToken: 'minutes' },
    });
    const body = bodyOf(result);
    expect(body.clientSecret).toBe('first-secret-value');
    expect(body.item).toEqual({
      clientId,
      createdAt: '2026-11-25T04:00:00.000Z',
      secretCreatedAt: '2026-11-25T04:00:00.000Z',
      scope: 'marque-products/try-out',
    });
    expect(JSON.stringify(body.item)).not.toContain('first-secret-value');
    const [check, put] =
      ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(check?.ConditionCheck?.ConditionExpression).toBe(
      'attribute_exists(pk) AND attribute_not_exists(deletingSince)',
    );
    expect(put?.Put?.Item).toMatchObject({ ...clientKey, clientId, secretId: firstSecretId });
    expect(put?.Put?.Item).not.toHaveProperty('clientSecret');
    expect(JSON.stringify(put?.Put?.Item)).not.toContain('first-secret-value');
  });

  it('refuses a second create (409) without creating an app client', async () => {
    stored(clientItem());
    const result = await call(createClientCredentials);
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      'This application already has client credentials; rotate the secret to get a new one',
    );
    expect(cognito.commandCalls(CreateUserPoolClientCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('deletes the app client again when a simultaneous create recorded first (409)', async () => {
    ddb
      .on(GetCommand, { Key: clientKey })
      .resolvesOnce({})
      .resolves({ Item: clientItem({ clientId: 'client-other' }) });
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    const result = await call(createClientCredentials);
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      'This application already has client credentials; rotate the secret to get a new one',
    );
    expect(cognito.commandCalls(DeleteUserPoolClientCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      ClientId: clientId,
    });
  });

  it('deletes the app client again when the application is being deleted (404)', async () => {
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    const result = await call(createClientCredentials);
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('Application not found');
    expect(cognito.commandCalls(DeleteUserPoolClientCommand)[0]?.args[0].input.ClientId).toBe(
      clientId,
    );
    expect(result.body).not.toContain('first-secret-value');
  });

  it('deletes the app client again when the record cannot be written (500)', async () => {
    ddb.on(TransactWriteCommand).rejects(new Error('ProvisionedThroughputExceeded'));
    const result = await call(createClientCredentials);
    expect(result.statusCode).toBe(500);
    expect(cognito.commandCalls(DeleteUserPoolClientCommand)).toHaveLength(1);
  });

  it('deletes the app client again when its first secret cannot be listed, recording nothing', async () => {
    cognito.on(ListUserPoolClientSecretsCommand).resolves({ ClientSecrets: [] });
    const result = await call(createClientCredentials);
    expect(result.statusCode).toBe(500);
    expect(cognito.commandCalls(DeleteUserPoolClientCommand)[0]?.args[0].input.ClientId).toBe(
      clientId,
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("answers 404 'Application not found' for another user's application, calling no Cognito", async () => {
    const result = await call(createClientCredentials, otherClaims);
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('Application not found');
    expect(cognito.calls()).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('deleteClientCredentials', () => {
  it('deletes the app client, then the record and the marker of a previous secret', async () => {
    const previousSecret = { secretId: secretId(1), expiresAt: '2026-11-25T20:00:00.000Z' };
    stored(clientItem({ previousSecret }));
    const order: string[] = [];
    cognito.on(DeleteUserPoolClientCommand).callsFake(() => {
      order.push('app client');
      return {};
    });
    ddb.on(DeleteCommand).callsFake((input: { Key: { sk: string } }) => {
      order.push(input.Key.sk);
      return {};
    });
    const result = await call(deleteClientCredentials);
    expect(result.statusCode).toBe(200);
    expect(cognito.commandCalls(DeleteUserPoolClientCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      ClientId: clientId,
    });
    expect(order[0]).toBe('app client');
    expect(order.slice(1).sort()).toEqual(
      [clientKey.sk, `2026-11-25T20:00:00.000Z#${secretId(1)}`].sort(),
    );
  });

  it('keeps the record when Cognito fails, so deleting again finishes', async () => {
    stored(clientItem());
    cognito.on(DeleteUserPoolClientCommand).rejects(new Error('throttled'));
    const result = await call(deleteClientCredentials);
    expect(result.statusCode).toBe(500);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('answers 404 without credentials', async () => {
    const result = await call(deleteClientCredentials);
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('This application has no client credentials');
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('getClientCredentials', () => {
  it('answers null for an application without client credentials', async () => {
    const result = await call(getClientCredentials);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ item: null });
  });

  it('answers the item, never a secret, with the window of a previous secret', async () => {
    const previousSecret = { secretId: secretId(1), expiresAt: '2026-11-25T20:00:00.000Z' };
    listed(clientItem({ previousSecret }));
    const result = await call(getClientCredentials);
    expect(bodyOf(result).item).toEqual({
      clientId,
      createdAt: '2026-11-20T10:00:00.000Z',
      secretCreatedAt: '2026-11-20T10:00:00.000Z',
      scope: 'marque-products/try-out',
      previousSecretExpiresAt: '2026-11-25T20:00:00.000Z',
    });
    expect(result.body).not.toContain(firstSecretId);
    expect(cognito.calls()).toHaveLength(0);
  });

  it("answers 404 for another user's application", async () => {
    expect((await call(getClientCredentials, otherClaims)).statusCode).toBe(404);
  });
});
