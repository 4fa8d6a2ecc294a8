import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineOperation } from '../../shared/api/contract';
import type { AccountStatus } from '../../shared/identity-rules';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../testing/operation-requests';
import { useTestEnvironment } from '../testing/test-environment';
import { testUser } from '../testing/test-users';
import { handleOperation } from './operation-handler';

// The unit project's setup file takes the token's role; this file tests the real check.
vi.unmock('./role-as-now');

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();

let records: Record<string, { accountStatus: AccountStatus; statusBeforeLock?: AccountStatus }>;

beforeEach(() => {
  ddb.reset();
  records = {};
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    const record = input.Key.sk === 'PROFILE' ? records[input.Key.pk] : undefined;
    return { Item: record && { ...input.Key, ...testUser(record) } };
  });
});

const op = (access: 'public' | 'user' | 'admin') =>
  defineOperation({
    area: 'account',
    id: 'probe',
    method: 'GET',
    path: '/probe',
    access,
    summary: 'test',
    response: z.object({ admin: z.boolean() }),
  });
const call = (access: 'public' | 'user' | 'admin', claims: Record<string, string>) =>
  handleOperation(op(access), async ({ caller }) => ({ admin: caller?.isAdmin ?? false }))(
    operationEvent(op(access), { claims }),
  );

describe('an admin route acts on the role as it is now, not as the token says', () => {
  it('lets in an admin whose account holds the role (a locked admin too)', async () => {
    records['USER#admin@marque.local'] = { accountStatus: 'admin' };
    expect((await call('admin', adminClaims)).statusCode).toBe(200);
    records['USER#admin@marque.local'] = { accountStatus: 'locked', statusBeforeLock: 'admin' };
    expect((await call('admin', adminClaims)).statusCode).toBe(200);
  });

  it('refuses with 403 a token that names the admin group once the role was taken away', async () => {
    records['USER#admin@marque.local'] = { accountStatus: 'active' };
    const result = await call('admin', adminClaims);
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toMatchObject({ code: 'Forbidden' });
  });

  it('refuses it when the account has no record', async () => {
    expect((await call('admin', adminClaims)).statusCode).toBe(403);
  });

  it('hands other routes the caller as no admin, so nothing there trusts the old claim', async () => {
    records['USER#admin@marque.local'] = { accountStatus: 'active' };
    expect(bodyOf(await call('user', adminClaims))).toEqual({ admin: false });
  });

  it('reads no record for a token that does not claim the role', async () => {
    expect(bodyOf(await call('user', developerClaims))).toEqual({ admin: false });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});
