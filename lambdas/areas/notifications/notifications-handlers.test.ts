import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  listMyNotices,
  markNoticesRead,
  sendNotice,
} from '../../../shared/api/notifications-operations';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { auditPutsOf, transactionsOf } from '../admin/testing/decision-transactions';
import { handler } from './notifications-area';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ses.reset();
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(BatchWriteCommand).resolves({});
  ddb.on(BatchGetCommand).resolves({ Responses: {} });
  ddb.on(GetCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [], Count: 0 });
  ses.on(SendEmailCommand).resolves({});
});

const notice = { audience: 'all', title: 'Maintenance', message: 'Sunday night', email: false };
const send = (body: unknown, claims?: Record<string, string>) =>
  handler(operationEvent(sendNotice, { body, ...(claims && { claims }) }));
const ownId = 'own~2026-11-25T10:00:00.000Z~0b9c7c1e-3f1a-4c59-9a59-2f1c1d3e4b5a';

describe('sendNotice', () => {
  it('answers 401 to a visitor and 403 to a developer, writing nothing', async () => {
    expect((await send(notice)).statusCode).toBe(401);
    expect((await send(notice, developerClaims)).statusCode).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('to everyone: the broadcast, the sent log and exactly one audit entry in one transaction', async () => {
    ddb.on(QueryCommand, { IndexName: 'byDirectory' }).resolves({ Count: 3 });
    const result = await send(notice, adminClaims);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: 'Notice sent to 3 users.', recipients: 3 });
    const [items, ...others] = transactionsOf(ddb);
    expect(others).toHaveLength(0);
    expect(items?.map((item) => item.Put?.Item?.pk)).toEqual([
      'SENT',
      'BROADCAST',
      expect.stringMatching(/^AUDIT#/),
    ]);
    expect(auditPutsOf(items!)).toEqual([
      expect.objectContaining({
        actor: 'admin@marque.local',
        action: 'notice.send',
        target: 'users:all',
      }),
    ]);
    expect(ses.calls()).toHaveLength(0);
  });

  it('a refused notice (too long, or a service nobody subscribes to) writes nothing', async () => {
    const tooLong = await send({ ...notice, title: 'x'.repeat(101) }, adminClaims);
    expect(tooLong.statusCode).toBe(400);
    expect(bodyOf(tooLong).message).toBe('Title is at most 100 characters');
    ddb.on(GetCommand).resolves({ Item: { service: 'vehicle-status' } });
    const nobody = await send(
      { ...notice, audience: 'service', category: 'Vehicle', service: 'vehicle-status' },
      adminClaims,
    );
    expect(nobody.statusCode).toBe(400);
    expect(bodyOf(nobody).message).toBe('No one subscribes to this service yet');
    expect(transactionsOf(ddb)).toHaveLength(0);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });

  it("to a service's subscribers: one notice each, mailed when asked", async () => {
    ddb.on(GetCommand).resolves({ Item: { service: 'vehicle-status' } });
    ddb
      .on(QueryCommand, { IndexName: 'bySubscriber' })
      .resolves({ Items: [{ owner: 'a@partner.example' }, { owner: 'a@partner.example' }] });
    const result = await send(
      {
        ...notice,
        audience: 'service',
        category: 'Vehicle',
        service: 'vehicle-status',
        email: true,
      },
      adminClaims,
    );
    expect(bodyOf(result)).toEqual({ message: 'Notice sent to 1 user.', recipients: 1 });
    const [items] = transactionsOf(ddb);
    expect(items?.map((item) => item.Put?.Item?.pk)).toEqual(['SENT', expect.any(String)]);
    expect(auditPutsOf(items!)[0]).toMatchObject({ target: 'service:vehicle-status' });
    const written = ddb.commandCalls(BatchWriteCommand)[0]?.args[0].input.RequestItems;
    expect(Object.values(written ?? {})[0]?.map((r) => r.PutRequest?.Item?.pk)).toEqual([
      'USER#a@partner.example',
    ]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });
});

describe("the user's notices", () => {
  it('answer 401 to a visitor', async () => {
    const result = await handler(operationEvent(listMyNotices));
    expect(result.statusCode).toBe(401);
  });

  it("marking read looks only in the caller's own partition", async () => {
    ddb
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' }));
    const result = await handler(
      operationEvent(markNoticesRead, { body: { noticeId: ownId }, claims: developerClaims }),
    );
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).message).toBe('Notice not found');
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'USER#dev@partner.example',
      sk: 'NOTICE#2026-11-25T10:00:00.000Z#0b9c7c1e-3f1a-4c59-9a59-2f1c1d3e4b5a',
    });
  });

  it("mark all read is one Put of the caller's read time", async () => {
    ddb.on(PutCommand).resolves({});
    const result = await handler(
      operationEvent(markNoticesRead, { body: { all: true }, claims: developerClaims }),
    );
    expect(bodyOf(result).message).toBe('All notices marked read.');
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      pk: 'USER#dev@partner.example',
      sk: 'STATE',
      readAllAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('refuses an id that is not a notice id', async () => {
    const result = await handler(
      operationEvent(markNoticesRead, { body: { noticeId: 'USER#x' }, claims: developerClaims }),
    );
    expect(result.statusCode).toBe(400);
  });

  it('lists own notices and broadcasts newest first; read by flag, mark or mark-all', async () => {
    const own = (time: string, readAt?: string) => ({
      stamp: `${time}#0b9c7c1e-3f1a-4c59-9a59-2f1c1d3e4b5a`,
      createdAt: time,
      kind: 'admin',
      title: `own ${time}`,
      message: 'm',
      ...(readAt && { readAt }),
    });
    ddb.on(GetCommand).resolves({ Item: { readAllAt: '2026-11-01T00:00:00.000Z' } });
    ddb
      .on(QueryCommand, {
        ExpressionAttributeValues: { ':pk': 'USER#dev@partner.example', ':p': 'NOTICE#' },
      })
      .resolves({ Items: [own('2026-11-20T00:00:00.000Z', 'x'), own('2026-10-01T00:00:00.000Z')] });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'BROADCAST' } })
      .resolves({ Items: [{ ...own('2026-11-21T00:00:00.000Z'), title: 'to all' }] });
    const result = await handler(
      operationEvent(listMyNotices, { query: { limit: '10' }, claims: developerClaims }),
    );
    const items = bodyOf(result).items as { title: string; read: boolean; toEveryone: boolean }[];
    expect(items.map((item) => [item.title, item.read, item.toEveryone])).toEqual([
      ['to all', false, true],
      ['own 2026-11-20T00:00:00.000Z', true, false],
      ['own 2026-10-01T00:00:00.000Z', true, false],
    ]);
  });
});
