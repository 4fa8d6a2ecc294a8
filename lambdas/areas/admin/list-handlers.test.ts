import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listAuditEntries,
  listOrganizations,
  listOrganizationUsers,
  listUsers,
} from '../../../shared/api/admin-accounts-operations';
import { handler } from './admin-area';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { testUser } from '../../testing/test-users';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());
afterEach(() => vi.useRealTimers());

const user = (n: number) =>
  testUser({ email: `user${String(n).padStart(2, '0')}@partner.example` });
const queries = () => ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);

describe('listUsers', () => {
  it('queries the directory index (no Scan), 10 from offset 0 by default, with the total', async () => {
    ddb.on(QueryCommand).resolves({ Items: Array.from({ length: 12 }, (_, i) => user(i)) });
    const result = await handler(operationEvent(listUsers, { claims: adminClaims }));
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result) as { items: { userEmailId: string }[]; total: number };
    expect(body).toMatchObject({ total: 12, limit: 10, offset: 0 });
    expect(body.items.map((item) => item.userEmailId)).toEqual(
      Array.from({ length: 10 }, (_, i) => user(i).email),
    );
    expect(body.items[0]).toEqual({
      userEmailId: 'user00@partner.example',
      firstName: 'Asha',
      lastName: 'Rao',
      organization: 'DECCAN WHEELS MOTORS',
      userStatus: 'active',
      accountStatus: 'active',
      productionStatus: null,
      isAdmin: false,
      createdAt: '2025-12-01T00:00:00.000Z',
    });
    expect(queries()[0]).toMatchObject({
      IndexName: 'byDirectory',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeValues: { ':pk': 'USER' },
      ScanIndexForward: true,
    });
    // Only the names the expressions use: DynamoDB refuses any other.
    expect(queries()[0]?.ExpressionAttributeNames).toEqual({ '#pk': 'dirPk' });
  });

  it('pages across DynamoDB pages by offset, searches by e-mail prefix and filters', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [user(1), user(2)], LastEvaluatedKey: { pk: 'x' } })
      .resolvesOnce({ Items: [user(3), user(4), user(5)] });
    const result = await handler(
      operationEvent(listUsers, {
        claims: adminClaims,
        query: { limit: '2', offset: '2', search: ' USER0', userStatus: 'inactive', order: 'desc' },
      }),
    );
    const body = bodyOf(result) as { items: { userEmailId: string }[]; total: number };
    expect(body.total).toBe(5);
    expect(body.items.map((item) => item.userEmailId)).toEqual([user(3).email, user(4).email]);
    const [first, second] = queries();
    expect(first).toMatchObject({
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :search)',
      FilterExpression: '#userStatus = :userStatus',
      ExpressionAttributeValues: { ':search': 'user0', ':userStatus': 'inactive' },
      ScanIndexForward: false,
    });
    expect(second?.ExclusiveStartKey).toEqual({ pk: 'x' });
  });

  it('reads one organization from its own index', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await handler(
      operationEvent(listUsers, { claims: adminClaims, query: { organization: 'Deccan Wheels' } }),
    );
    expect(queries()[0]).toMatchObject({
      IndexName: 'byOrganization',
      ExpressionAttributeValues: { ':pk': 'ORG#DECCAN WHEELS' },
    });
  });

  it('answers a bad query with 400 and a clear message, reading nothing; 403 non-admin', async () => {
    const bad = await handler(
      operationEvent(listUsers, { claims: adminClaims, query: { limit: '500' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad).message).toBe('limit must be at most 100');
    const status = await handler(
      operationEvent(listUsers, { claims: adminClaims, query: { userStatus: 'gone' } }),
    );
    expect(bodyOf(status).message).toBe("userStatus must be 'active' or 'inactive'");
    expect((await handler(operationEvent(listUsers, { claims: developerClaims }))).statusCode).toBe(
      403,
    );
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('listOrganizationUsers', () => {
  it('shows 4 by default, with the total for "show all"', async () => {
    ddb.on(QueryCommand).resolves({ Items: Array.from({ length: 6 }, (_, i) => user(i)) });
    const result = await handler(
      operationEvent(listOrganizationUsers, {
        claims: adminClaims,
        params: { organization: 'DECCAN WHEELS MOTORS' },
      }),
    );
    const body = bodyOf(result) as { items: unknown[]; total: number; limit: number };
    expect(body.items).toHaveLength(4);
    expect(body).toMatchObject({ total: 6, limit: 4 });
    expect(queries()[0]?.IndexName).toBe('byOrganization');
  });
});

describe('listOrganizations', () => {
  it('queries the name partition and pages it', async () => {
    const orgs = ['A', 'B', 'C'].map((n) => ({ pk: 'ORG', sk: n, name: `${n} Motors`, code: n }));
    ddb.on(QueryCommand).resolves({ Items: orgs });
    const result = await handler(
      operationEvent(listOrganizations, {
        claims: adminClaims,
        query: { limit: '2', offset: '1', search: 'a' },
      }),
    );
    expect(bodyOf(result)).toEqual({
      items: [
        { name: 'B Motors', code: 'B' },
        { name: 'C Motors', code: 'C' },
      ],
      total: 3,
      limit: 2,
      offset: 1,
    });
    expect(queries()[0]?.ExpressionAttributeValues).toEqual({ ':pk': 'ORG', ':prefix': 'A' });
  });
});

describe('listAuditEntries', () => {
  const entry = (at: string, actor = 'admin@marque.local') => ({
    pk: `AUDIT#${at.slice(0, 7)}`,
    sk: `${at}#id-${at}`,
    entryId: `id-${at}`,
    at,
    actor,
    action: 'user.activate',
    target: 'user:dev@partner.example',
    before: { userStatus: 'inactive' },
    after: { userStatus: 'active' },
  });

  it('reads the last 30 days by default, one Query per month, newest month first', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z'), toFake: ['Date'] });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'AUDIT#2026-03' } }, false)
      .resolves({ Items: [entry('2026-03-02T10:00:00.000Z')] })
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'AUDIT#2026-02' } }, false)
      .resolves({ Items: [entry('2026-02-20T10:00:00.000Z')] });
    const result = await handler(operationEvent(listAuditEntries, { claims: adminClaims }));
    const body = bodyOf(result) as { items: { at: string }[]; from: string; to: string };
    expect(body).toMatchObject({ from: '2026-02-09', to: '2026-03-10', total: 2 });
    expect(body.items.map((item) => item.at)).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-02-20T10:00:00.000Z',
    ]);
    expect(queries().map((q) => q.ExpressionAttributeValues?.[':pk'])).toEqual([
      'AUDIT#2026-03',
      'AUDIT#2026-02',
    ]);
    expect(queries()[0]).toMatchObject({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ScanIndexForward: false,
      ExpressionAttributeValues: {
        ':from': '2026-02-09T00:00:00.000Z',
        ':to': '2026-03-10T23:59:59.999Z~',
      },
    });
  });

  it('filters on actor and target prefixes', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    await handler(
      operationEvent(listAuditEntries, {
        claims: adminClaims,
        query: { actor: 'Admin@', target: 'user:dev', from: '2026-01-01', to: '2026-01-31' },
      }),
    );
    expect(queries()).toHaveLength(1);
    expect(queries()[0]).toMatchObject({
      FilterExpression: 'begins_with(#actor, :actor) AND begins_with(#target, :target)',
      ExpressionAttributeValues: { ':actor': 'admin@', ':target': 'user:dev' },
    });
  });

  it('refuses a reversed or too long range with a clear 400', async () => {
    const reversed = await handler(
      operationEvent(listAuditEntries, {
        claims: adminClaims,
        query: { from: '2026-02-01', to: '2026-01-01' },
      }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(bodyOf(reversed).message).toBe('From must be on or before To');
    const long = await handler(
      operationEvent(listAuditEntries, { claims: adminClaims, query: { from: '2020-01-01' } }),
    );
    expect(long.statusCode).toBe(400);
    expect(bodyOf(long).message).toBe('Choose at most 366 days');
    expect(ddb.calls()).toHaveLength(0);
  });
});
