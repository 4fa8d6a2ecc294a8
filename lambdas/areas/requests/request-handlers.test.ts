import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  decideAccessRequest,
  listAccessRequests,
  requestCategoryAccess,
} from '../../../shared/api/requests-operations';
import { messages } from '../../../shared/messages';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { handler } from './requests-area';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
  ddb.on(TransactWriteCommand).resolves({});
});

const dev = 'dev@partner.example';
const requestKey = { pk: `USER#${dev}`, sk: 'ACCESS#OCR' };
const categoryKey = { pk: 'CATEGORY', sk: 'OCR' };
const pendingSk = `2026-03-01T10:00:00.000Z#${dev}#OCR`;
const pending = {
  ...requestKey,
  category: 'OCR',
  requestStatus: 'Pending',
  requestedAt: '2026-03-01T10:00:00.000Z',
  queueSk: pendingSk,
};
const cancelled = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
  });
const transactItems = () =>
  ddb.commandCalls(TransactWriteCommand).flatMap((call) => call.args[0].input.TransactItems ?? []);
const auditPuts = () =>
  transactItems().filter((item) => String(item.Put?.TableName).endsWith('-audit'));

function givenCategory(requestAccess: boolean) {
  ddb
    .on(GetCommand, { Key: categoryKey })
    .resolves({ Item: { ...categoryKey, name: 'OCR', requestAccess } });
}

describe('requestCategoryAccess', () => {
  const ask = (claims = developerClaims, body: unknown = { category: 'OCR' }) =>
    handler(operationEvent(requestCategoryAccess, { claims, body }));

  it('writes a Pending record and its queue item in one transaction', async () => {
    givenCategory(true);
    ddb.on(GetCommand, { Key: requestKey }).resolves({});
    const result = await ask();
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      message: messages.accessRequestSent,
      category: 'OCR',
      requestStatus: 'Pending',
    });
    const items = transactItems();
    expect(items).toHaveLength(2);
    expect(items[0]?.Put).toMatchObject({
      Item: { ...requestKey, requestStatus: 'Pending' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1]?.Put?.Item).toMatchObject({
      pk: 'ACCESSQ#Pending',
      email: dev,
      category: 'OCR',
      requestStatus: 'Pending',
    });
    expect(items[1]?.Put?.Item?.sk).toBe(items[0]?.Put?.Item?.queueSk);
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it.each(['Pending', 'Approved'])('is 409 when a request is %s already', async (status) => {
    givenCategory(true);
    ddb
      .on(GetCommand, { Key: requestKey })
      .resolves({ Item: { ...pending, requestStatus: status } });
    const result = await ask();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(
      status === 'Pending'
        ? messages.accessRequestPending
        : 'Your access to OCR is already approved',
    );
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('asks again after a rejection, moving the request out of the Rejected queue', async () => {
    givenCategory(true);
    const rejectedSk = `2026-03-02T10:00:00.000Z#${dev}#OCR`;
    ddb.on(GetCommand, { Key: requestKey }).resolves({
      Item: { ...pending, requestStatus: 'Rejected', queueSk: rejectedSk },
    });
    expect((await ask()).statusCode).toBe(200);
    const items = transactItems();
    expect(items[0]?.Put?.ConditionExpression).toBe(
      'requestStatus = :seen AND requestedAt = :requestedAt',
    );
    expect(items[0]?.Put?.ExpressionAttributeValues).toMatchObject({ ':seen': 'Rejected' });
    expect(items[2]?.Delete?.Key).toEqual({ pk: 'ACCESSQ#Rejected', sk: rejectedSk });
  });

  it('is 409 when a concurrent request of the same user won', async () => {
    givenCategory(true);
    ddb.on(GetCommand, { Key: requestKey }).resolves({});
    ddb.on(TransactWriteCommand).rejects(cancelled());
    const result = await ask();
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe(messages.accessRequestPending);
  });

  it('refuses categories that need no request, unknown ones, admins and visitors', async () => {
    givenCategory(false);
    expect((await ask()).statusCode).toBe(400);
    expect((await ask(developerClaims, { category: 'Nowhere' })).statusCode).toBe(400);
    expect((await ask(adminClaims)).statusCode).toBe(400);
    expect(
      (await handler(operationEvent(requestCategoryAccess, { body: { category: 'OCR' } })))
        .statusCode,
    ).toBe(401);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('listAccessRequests', () => {
  const list = (query: Record<string, string> = {}, claims = adminClaims) =>
    handler(operationEvent(listAccessRequests, { claims, query }));

  it("queries one state's queue newest first, with a cursor only when there is more", async () => {
    const item = (minute: number) => ({
      pk: 'ACCESSQ#Pending',
      sk: `2026-03-01T10:0${minute}:00.000Z#${dev}#OCR`,
      email: dev,
      category: 'OCR',
      requestStatus: 'Pending',
      requestedAt: `2026-03-01T10:0${minute}:00.000Z`,
      queueSk: 'ignored',
    });
    ddb.on(QueryCommand).resolves({ Items: Array.from({ length: 11 }, (_, i) => item(i % 10)) });
    const result = await list({ status: 'Pending', limit: '10' });
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result) as { items: unknown[]; nextCursor?: string };
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({
      email: dev,
      category: 'OCR',
      requestStatus: 'Pending',
      requestedAt: '2026-03-01T10:00:00.000Z',
    });
    const input = ddb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'ACCESSQ#Pending' },
      ScanIndexForward: false,
      Limit: 11,
    });
    expect(Buffer.from(body.nextCursor ?? '', 'base64url').toString()).toBe(
      `2026-03-01T10:09:00.000Z#${dev}#OCR`,
    );

    ddb.reset();
    ddb.on(QueryCommand).resolves({ Items: [item(1)] });
    const next = await list({ status: 'Approved', limit: '20', cursor: body.nextCursor ?? '' });
    expect(bodyOf(next).nextCursor).toBeUndefined();
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input.ExclusiveStartKey).toEqual({
      pk: 'ACCESSQ#Approved',
      sk: `2026-03-01T10:09:00.000Z#${dev}#OCR`,
    });
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('takes only the page sizes 10, 20 and 30, and cursors it made', async () => {
    expect((await list({ limit: '50' })).statusCode).toBe(400);
    const forged = Buffer.from('USER#someone').toString('base64url');
    expect((await list({ cursor: forged })).statusCode).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('is 401 for a visitor and 403 for a developer', async () => {
    expect((await handler(operationEvent(listAccessRequests))).statusCode).toBe(401);
    expect((await list({}, developerClaims)).statusCode).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('decideAccessRequest', () => {
  const decide = (body: Record<string, unknown>, claims = adminClaims) =>
    handler(operationEvent(decideAccessRequest, { claims, body }));

  it('approves: the record, the queue move and one audit entry in one transaction; mails', async () => {
    ddb.on(GetCommand, { Key: requestKey }).resolves({ Item: pending });
    const result = await decide({
      email: 'Dev@Partner.example',
      category: 'OCR',
      decision: 'approve',
    });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({
      email: dev,
      category: 'OCR',
      requestStatus: 'Approved',
      decidedBy: 'admin@marque.local',
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const items = transactItems();
    expect(items[0]?.Put).toMatchObject({
      Item: { ...requestKey, requestStatus: 'Approved', decidedBy: 'admin@marque.local' },
      ConditionExpression: 'requestStatus = :pending AND requestedAt = :requestedAt',
    });
    expect(items[1]?.Put?.Item).toMatchObject({
      pk: 'ACCESSQ#Approved',
      requestStatus: 'Approved',
    });
    expect(items.find((item) => item.Delete)?.Delete?.Key).toEqual({
      pk: 'ACCESSQ#Pending',
      sk: pendingSk,
    });
    expect(auditPuts()).toHaveLength(1);
    expect(auditPuts()[0]?.Put?.Item).toMatchObject({
      actor: 'admin@marque.local',
      action: 'access.approve',
      target: `access:${dev}:OCR`,
      before: { requestStatus: 'Pending' },
      after: { requestStatus: 'Approved' },
    });
    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual([dev]);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Your access to OCR APIs is approved');
  });

  it('rejects with a reason, which the entry and the mail carry', async () => {
    ddb.on(GetCommand, { Key: requestKey }).resolves({ Item: pending });
    const result = await decide({
      email: dev,
      category: 'OCR',
      decision: 'reject',
      reason: '  Not a partner of OCR  ',
    });
    expect(bodyOf(result)).toMatchObject({
      requestStatus: 'Rejected',
      reason: 'Not a partner of OCR',
    });
    expect(auditPuts()[0]?.Put?.Item).toMatchObject({
      action: 'access.reject',
      after: { requestStatus: 'Rejected', reason: 'Not a partner of OCR' },
    });
    const text =
      ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body?.Text?.Data;
    expect(text).toContain('Reason: Not a partner of OCR');
  });

  it('is 409 and writes nothing for a request no longer Pending', async () => {
    ddb
      .on(GetCommand, { Key: requestKey })
      .resolves({ Item: { ...pending, requestStatus: 'Approved' } });
    const result = await decide({ email: dev, category: 'OCR', decision: 'approve' });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe('This access request is no longer pending: it is Approved');
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });

  it('is 409 when another admin decided first (the transaction is refused as a whole)', async () => {
    ddb
      .on(GetCommand, { Key: requestKey })
      .resolvesOnce({ Item: pending })
      .resolves({ Item: { ...pending, requestStatus: 'Rejected' } });
    ddb.on(TransactWriteCommand).rejects(cancelled());
    const result = await decide({ email: dev, category: 'OCR', decision: 'approve' });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result).message).toBe('This access request is no longer pending: it is Rejected');
    expect(ses.calls()).toHaveLength(0);
  });

  it('keeps the decision when the mail fails', async () => {
    ddb.on(GetCommand, { Key: requestKey }).resolves({ Item: pending });
    ses.on(SendEmailCommand).rejects(new Error('SES down'));
    const result = await decide({ email: dev, category: 'OCR', decision: 'approve' });
    expect(result.statusCode).toBe(200);
    expect(auditPuts()).toHaveLength(1);
  });

  it('is 404 for an unknown request, 400 for a bad decision, 401/403 for others', async () => {
    ddb.on(GetCommand, { Key: requestKey }).resolves({});
    expect((await decide({ email: dev, category: 'OCR', decision: 'approve' })).statusCode).toBe(
      404,
    );
    expect((await decide({ email: dev, category: 'OCR', decision: 'maybe' })).statusCode).toBe(400);
    const body = { email: dev, category: 'OCR', decision: 'approve' };
    expect((await handler(operationEvent(decideAccessRequest, { body }))).statusCode).toBe(401);
    expect((await decide(body, developerClaims)).statusCode).toBe(403);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
