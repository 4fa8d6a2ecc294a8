import {
  APIGatewayClient,
  DeleteApiKeyCommand,
  DeleteClientCertificateCommand,
  DeleteUsagePlanKeyCommand,
} from '@aws-sdk/client-api-gateway';
import {
  CognitoIdentityProviderClient,
  DeleteUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createApplication,
  deleteApplication,
  unsubscribe,
} from '../../../shared/api/applications-operations';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { testUserPoolId, useTestEnvironment } from '../../testing/test-environment';
import {
  application,
  applicationId,
  conditionRefused,
  planId,
  subscription,
  subscriptionSk,
} from '../../applications/testing/subscription-fixtures';
import {
  certificateItem,
  certificateSk,
  clientId,
  clientItem,
  clientSk,
} from '../../applications/testing/credentials-fixtures';
import { putSubscription } from '../../applications/subscription-repository';
import { handler } from './applications-area';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
const cognito = mockClient(CognitoIdentityProviderClient);
useTestEnvironment();

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  cognito.reset();
  ddb.on(GetCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  gateway.on(DeleteUsagePlanKeyCommand).resolves({});
  gateway.on(DeleteApiKeyCommand).resolves({});
  gateway.on(DeleteClientCertificateCommand).resolves({});
  cognito.on(DeleteUserPoolClientCommand).resolves({});
});

describe('createApplication', () => {
  const create = (applicationName: string) =>
    handler(
      operationEvent(createApplication, {
        body: { applicationName, applicationDescription: 'd' },
        claims: developerClaims,
      }),
    );

  it('writes the application with a lower-cased name lock, both conditional', async () => {
    ddb.on(GetCommand).resolves({ Item: { organization: 'ACME' } });
    const result = await create('Fleet-App');
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result).item).toMatchObject({
      applicationName: 'Fleet-App',
      organization: 'ACME',
    });
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems;
    expect(items?.map((i) => [i.Put?.Item?.sk, i.Put?.ConditionExpression])).toEqual([
      ['NAME#fleet-app', 'attribute_not_exists(pk)'],
      [expect.stringMatching(/^APP#[0-9a-f-]{36}$/), 'attribute_not_exists(pk)'],
    ]);
  });

  it("answers 409 'Application name already exist' when the lock is taken", async () => {
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    const result = await create('fleet-APP');
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe('Application name already exist');
  });
});

describe('unsubscribe and deleteApplication', () => {
  it('unsubscribe takes the key out of its plan, deletes it, then the record', async () => {
    ddb
      .on(GetCommand, { Key: { pk: 'USER#dev@partner.example', sk: subscriptionSk } })
      .resolves({ Item: { ...subscription() } });
    const result = await handler(
      operationEvent(unsubscribe, {
        params: { applicationId, service: 'vehicle-status', stage: 'sandbox' },
        claims: developerClaims,
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(gateway.commandCalls(DeleteUsagePlanKeyCommand)[0]?.args[0].input).toEqual({
      usagePlanId: planId('sandbox', 'Basic'),
      keyId: 'key-1',
    });
    expect(gateway.commandCalls(DeleteApiKeyCommand)[0]?.args[0].input).toEqual({
      apiKey: 'key-1',
    });
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'USER#dev@partner.example',
      sk: subscriptionSk,
    });
  });

  it('deleting an application removes every key first; a failure keeps the application', async () => {
    // (a mocked Query answers the same items each time; a real one would not list ended ones)
    ddb.on(QueryCommand).resolves({
      Items: [
        { ...application, sk: `APP#${applicationId}` },
        { ...subscription(), sk: subscriptionSk },
        { ...subscription({ service: 'dealer-locator', apiKeyId: 'key-2' }), sk: 'x' },
      ],
    });
    gateway.on(DeleteApiKeyCommand, { apiKey: 'key-2' }).rejects(new Error('throttled'));
    const params = { applicationId };
    const failed = await handler(
      operationEvent(deleteApplication, { params, claims: developerClaims }),
    );
    expect(failed.statusCode).toBe(500);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    // Marked first, so no subscription can be added while the keys go.
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { pk: 'USER#dev@partner.example', sk: `APP#${applicationId}` },
      ConditionExpression: 'attribute_exists(pk)',
    });

    gateway.on(DeleteApiKeyCommand).resolves({});
    const done = await handler(
      operationEvent(deleteApplication, { params, claims: developerClaims }),
    );
    expect(done.statusCode).toBe(200);
    const keys = gateway.commandCalls(DeleteApiKeyCommand).map((c) => c.args[0].input.apiKey);
    expect(keys).toEqual(['key-1', 'key-2', 'key-1', 'key-2']);
    const removed = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems;
    expect(removed?.map((i) => i.Delete?.Key?.sk)).toEqual([
      `APP#${applicationId}`,
      'NAME#fleet-app',
    ]);
  });
});

describe('deleteApplication with client credentials and certificates', () => {
  const remove = () =>
    handler(
      operationEvent(deleteApplication, { params: { applicationId }, claims: developerClaims }),
    );

  it('deletes the app client and revokes every certificate before the application', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        { ...application, sk: `APP#${applicationId}` },
        clientItem(),
        certificateItem('cert1'),
        certificateItem('cert2'),
      ],
    });
    const result = await remove();
    expect(result.statusCode).toBe(200);
    expect(cognito.commandCalls(DeleteUserPoolClientCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      ClientId: clientId,
    });
    const certificates = gateway.commandCalls(DeleteClientCertificateCommand);
    expect(certificates.map((c) => c.args[0].input.clientCertificateId)).toEqual([
      'cert1',
      'cert2',
    ]);
    expect(ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key?.sk)).toEqual([clientSk]);
    const writes = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems);
    expect(writes.map((items) => items?.[0]?.Delete?.Key?.sk)).toEqual([
      certificateSk('cert1'),
      certificateSk('cert2'),
      `APP#${applicationId}`,
    ]);
  });

  it('keeps the application when its app client cannot be deleted', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [{ ...application, sk: `APP#${applicationId}` }, clientItem(), certificateItem('c1')],
    });
    cognito.on(DeleteUserPoolClientCommand).rejects(new Error('throttled'));
    expect((await remove()).statusCode).toBe(500);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('an application being deleted', () => {
  it('takes no new subscription: the write is conditioned on the delete mark', async () => {
    ddb.on(TransactWriteCommand).rejects(conditionRefused());
    await expect(putSubscription(subscription())).rejects.toMatchObject({ status: 404 });
    const check = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0];
    expect(check?.ConditionCheck?.ConditionExpression).toBe(
      'attribute_exists(pk) AND attribute_not_exists(deletingSince)',
    );
  });
});
