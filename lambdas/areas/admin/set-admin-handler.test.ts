import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAdmin } from '../../../shared/api/admin-accounts-operations';
import { handler } from './admin-area';
import { testUserPoolId, useTestEnvironment } from '../../testing/test-environment';
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
const idp = mockClient(CognitoIdentityProviderClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  idp.reset();
  idp.on(AdminAddUserToGroupCommand).resolves({});
  idp.on(AdminRemoveUserFromGroupCommand).resolves({});
  idp.on(AdminUserGlobalSignOutCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
});

const key = { pk: 'USER#dev@partner.example', sk: 'PROFILE' };
const params = { email: 'dev@partner.example' };
const stored = (overrides: Partial<UserRecord> = {}) =>
  ddb.on(GetCommand).resolves({ Item: { ...key, ...testUser(overrides) } });
const call = (admin: boolean, claims = adminClaims, email = params.email) =>
  handler(operationEvent(setAdmin, { params: { email }, body: { admin }, claims }));
const groupCalls = () =>
  idp
    .calls()
    .filter((c) => !(c.args[0] instanceof AdminUserGlobalSignOutCommand))
    .map((c) => {
      const input = c.args[0].input as { GroupName?: string };
      return `${c.args[0].constructor.name}:${input.GroupName}`;
    });

describe('setAdmin', () => {
  it('grants: the admin group, then the status and one audit entry in one transaction', async () => {
    stored();
    const result = await call(true);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result).message).toBe('Admin role granted.');
    expect(idp.commandCalls(AdminAddUserToGroupCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      Username: 'dev@partner.example',
      GroupName: 'admin',
    });
    const [items] = transactionsOf(ddb);
    expect(items?.find((item) => item.Update)?.Update?.ExpressionAttributeValues).toMatchObject({
      ':f0': 'admin',
    });
    expect(auditPutsOf(items ?? [])).toEqual([
      expect.objectContaining({
        actor: 'admin@marque.local',
        action: 'user.grantAdmin',
        before: { accountStatus: 'active' },
        after: { accountStatus: 'admin' },
      }),
    ]);
  });

  it('removes: out of the admin group (into common-user), status active, one entry', async () => {
    stored({ accountStatus: 'admin' });
    const result = await call(false);
    expect(bodyOf(result).message).toBe('Admin role removed.');
    expect(groupCalls()).toEqual([
      'AdminAddUserToGroupCommand:common-user',
      'AdminRemoveUserFromGroupCommand:admin',
    ]);
    expect(auditPutsOf(transactionsOf(ddb)[0] ?? [])).toEqual([
      expect.objectContaining({ action: 'user.removeAdmin', after: { accountStatus: 'active' } }),
    ]);
  });

  it("removing the role ends the former admin's sessions, as deactivating does", async () => {
    stored({ accountStatus: 'admin' });
    expect((await call(false)).statusCode).toBe(200);
    expect(idp.commandCalls(AdminUserGlobalSignOutCommand)[0]?.args[0].input).toEqual({
      UserPoolId: testUserPoolId,
      Username: 'dev@partner.example',
    });
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'USER#dev@partner.example',
      sk: 'SESSION',
    });
  });

  it('granting the role ends no session (the new role takes effect at the next sign-in)', async () => {
    stored();
    expect((await call(true)).statusCode).toBe(200);
    expect(idp.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });

  it('keeps a locked account locked, changing the status its unlock gives back', async () => {
    stored({ accountStatus: 'locked', statusBeforeLock: 'active' });
    await call(true);
    const update = transactionsOf(ddb)[0]?.find((item) => item.Update)?.Update;
    expect(update?.ExpressionAttributeNames).toEqual({ '#f0': 'statusBeforeLock' });
  });

  it('refuses an admin removing their own role: 409, nothing changed anywhere', async () => {
    const result = await call(false, adminClaims, 'Admin@Marque.local');
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe('You cannot remove your own admin role');
    expect(idp.calls()).toHaveLength(0);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('undoes the group change when the transaction fails', async () => {
    stored();
    ddb.on(TransactWriteCommand).rejects(new Error('ProvisionedThroughputExceeded'));
    const result = await call(true);
    expect(result.statusCode).toBe(500);
    expect(groupCalls()).toEqual([
      'AdminAddUserToGroupCommand:admin',
      'AdminRemoveUserFromGroupCommand:admin',
    ]);
  });

  it('puts a removed admin back in the group when the transaction fails', async () => {
    stored({ accountStatus: 'admin' });
    ddb.on(TransactWriteCommand).rejects(new Error('InternalServerError'));
    await call(false);
    expect(groupCalls().at(-1)).toBe('AdminAddUserToGroupCommand:admin');
  });

  it('changes nothing when the role is already as asked', async () => {
    stored({ accountStatus: 'admin' });
    const result = await call(true);
    expect(bodyOf(result).message).toBe('User is already an admin.');
    expect(idp.calls()).toHaveLength(0);
    expect(transactionsOf(ddb)).toHaveLength(0);
  });

  it('is 404 for a user Cognito does not know, writing nothing', async () => {
    stored();
    idp
      .on(AdminAddUserToGroupCommand)
      .rejects(new UserNotFoundException({ message: 'no', $metadata: {} }));
    const result = await call(true);
    expect(result.statusCode).toBe(404);
    expect(transactionsOf(ddb)).toHaveLength(0);
  });

  it('is 403 for a non-admin and 400 without a boolean', async () => {
    expect((await call(true, developerClaims)).statusCode).toBe(403);
    const bad = await handler(
      operationEvent(setAdmin, { params, body: { admin: 'yes' }, claims: adminClaims }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad).message).toBe('admin must be true or false');
    expect(ddb.calls()).toHaveLength(0);
  });
});
