import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { deactivateUser } from '../../../shared/api/admin-accounts-operations';
import { activateUser, unlockUser } from '../../../shared/api/admin-operations';
import { handler } from './admin-area';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { testUser } from '../../testing/test-users';
import type { UserRecord } from '../../users/user-record';
import { auditPutsOf, transactionsOf } from './testing/decision-transactions';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const idp = mockClient(CognitoIdentityProviderClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ses.reset();
  idp.reset();
  idp.on(AdminUserGlobalSignOutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
  ddb.on(TransactWriteCommand).resolves({});
  // No applications: no keys to suspend or restore (key-suspension.test.ts covers those).
  ddb.on(QueryCommand).resolves({ Items: [] });
});

const key = { pk: 'USER#dev@partner.example', sk: 'PROFILE' };
const params = { email: 'Dev@Partner.example' };
const stored = (overrides: Partial<UserRecord>) =>
  ddb.on(GetCommand).resolves({ Item: { ...key, ...testUser(overrides) } });
const conditionRefused = () =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
  });

/** The one transaction sent: its account Update and its audit entries. */
function theTransaction() {
  const transactions = transactionsOf(ddb);
  expect(transactions).toHaveLength(1);
  const items = transactions[0] ?? [];
  return { update: items.find((item) => item.Update)?.Update, audits: auditPutsOf(items) };
}

describe('activateUser', () => {
  it('activates the user with exactly one audit entry in the same transaction, and mails them', async () => {
    stored({ userStatus: 'inactive' });
    const result = await handler(operationEvent(activateUser, { params, claims: adminClaims }));
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result).message).toBe('User activated.');
    const { update, audits } = theTransaction();
    expect(update).toMatchObject({
      Key: key,
      ExpressionAttributeNames: { '#f0': 'userStatus' },
      ExpressionAttributeValues: { ':f0': 'active', ':s0': 'inactive' },
      ConditionExpression: 'attribute_exists(pk) AND #f0 = :s0',
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor: 'admin@marque.local',
      action: 'user.activate',
      target: 'user:dev@partner.example',
      before: { userStatus: 'inactive' },
      after: { userStatus: 'active' },
    });
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual(['dev@partner.example']);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Your Marque account is active');
  });

  it('writes nothing and mails no one when the user is already active', async () => {
    stored({ userStatus: 'active' });
    const result = await handler(operationEvent(activateUser, { params, claims: adminClaims }));
    expect(bodyOf(result).message).toBe('User is already active.');
    expect(transactionsOf(ddb)).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });

  it('reads again when another decision changed the account in between', async () => {
    stored({ userStatus: 'inactive' });
    ddb.on(TransactWriteCommand).rejectsOnce(conditionRefused()).resolves({});
    const result = await handler(operationEvent(activateUser, { params, claims: adminClaims }));
    expect(result.statusCode).toBe(200);
    expect(transactionsOf(ddb)).toHaveLength(2);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(2);
  });

  it('is 404 for an unknown user, 403 for a non-admin, writing nothing', async () => {
    ddb.on(GetCommand).resolves({});
    const missing = await handler(operationEvent(activateUser, { params, claims: adminClaims }));
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing).message).toBe('User not found');
    const common = await handler(operationEvent(activateUser, { params, claims: developerClaims }));
    expect(common.statusCode).toBe(403);
    expect(transactionsOf(ddb)).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });
});

describe('deactivateUser', () => {
  it('deactivates with one audit entry holding before and after', async () => {
    stored({ userStatus: 'active' });
    const result = await handler(operationEvent(deactivateUser, { params, claims: adminClaims }));
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result).message).toBe('User deactivated. They have no API keys.');
    const { update, audits } = theTransaction();
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':f0': 'inactive' });
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'user.deactivate',
        before: { userStatus: 'active' },
        after: { userStatus: 'inactive' },
      }),
    ]);
    // Their refresh tokens are revoked and their session record goes.
    expect(idp.commandCalls(AdminUserGlobalSignOutCommand)[0]?.args[0].input.Username).toBe(
      'dev@partner.example',
    );
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({
      pk: key.pk,
      sk: 'SESSION',
    });
  });

  it("refuses the admin's own account with 409 and writes nothing", async () => {
    const result = await handler(
      operationEvent(deactivateUser, {
        params: { email: 'Admin@Marque.local' },
        claims: adminClaims,
      }),
    );
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe('You cannot deactivate your own account');
    expect(ddb.calls()).toHaveLength(0);
  });

  it('is 400 with a clear message for a bad e-mail, 403 for a non-admin', async () => {
    const bad = await handler(
      operationEvent(deactivateUser, { params: { email: 'nope' }, claims: adminClaims }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad).message).toMatch(/email/i);
    const common = await handler(
      operationEvent(deactivateUser, { params, claims: developerClaims }),
    );
    expect(common.statusCode).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('unlockUser', () => {
  it('gives a locked admin back the admin status and clears the attempts, with its entry', async () => {
    stored({ accountStatus: 'locked', statusBeforeLock: 'admin', failedAttempts: 3 });
    const result = await handler(operationEvent(unlockUser, { params, claims: adminClaims }));
    expect(result.statusCode).toBe(200);
    const { update, audits } = theTransaction();
    expect(Object.values(update?.ExpressionAttributeNames ?? {})).toEqual([
      'accountStatus',
      'failedAttempts',
    ]);
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':f0': 'admin', ':f1': 0 });
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'user.unlock',
        before: { accountStatus: 'locked', failedAttempts: 3 },
        after: { accountStatus: 'admin', failedAttempts: 0 },
      }),
    ]);
  });

  it('writes nothing for an account that is not locked; 404 unknown; 403 non-admin', async () => {
    stored({ accountStatus: 'active', failedAttempts: 0 });
    const open = await handler(operationEvent(unlockUser, { params, claims: adminClaims }));
    expect(bodyOf(open).message).toBe('User is not locked.');
    ddb.on(GetCommand).resolves({});
    expect(
      (await handler(operationEvent(unlockUser, { params, claims: adminClaims }))).statusCode,
    ).toBe(404);
    expect(
      (await handler(operationEvent(unlockUser, { params, claims: developerClaims }))).statusCode,
    ).toBe(403);
    expect(transactionsOf(ddb)).toHaveLength(0);
  });
});
