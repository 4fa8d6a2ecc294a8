import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscribeStayTuned } from '../../../shared/api/content-operations';
import { bodyOf, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './content-area';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

const subscribe = (body: unknown, kind = 'stay-tuned') =>
  handler(operationEvent(subscribeStayTuned, { params: { kind }, body }));

const alreadyThere = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

describe('subscribeStayTuned', () => {
  it('keeps a new address once, lower-cased, and thanks the visitor', async () => {
    ddb.on(PutCommand).resolves({});
    const result = await subscribe({ email: ' Fan@Example.COM ' });

    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      message:
        'Thank you for subscribing. We will write to fan@example.com about new APIs and portal news.',
      alreadySubscribed: false,
    });
    const puts = ddb.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.args[0].input).toMatchObject({
      TableName: 'marque-test-content',
      Item: { pk: 'STAYTUNED', sk: 'fan@example.com', email: 'fan@example.com' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('answers a second subscription of the same address kindly and writes nothing new', async () => {
    ddb.on(PutCommand).rejects(alreadyThere());
    const result = await subscribe({ email: 'fan@example.com' });

    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      message: 'fan@example.com is already subscribed. You will keep hearing from us.',
      alreadySubscribed: true,
    });
    // The only write was the conditional one DynamoDB refused.
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
  });

  it.each(['', 'fan@', 'not an e-mail'])(
    "refuses %j with 400 'Please enter valid email' and writes nothing",
    async (email) => {
      const result = await subscribe({ email });
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toMatchObject({ message: 'Please enter valid email' });
      expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    },
  );

  it('is only at /content/stay-tuned', async () => {
    const result = await subscribe({ email: 'fan@example.com' }, 'banner');
    expect(result.statusCode).toBe(400);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('reports a failed write as a server error, not as a subscription', async () => {
    ddb.on(PutCommand).rejects(new Error('throttled'));
    const result = await subscribe({ email: 'fan@example.com' });
    expect(result.statusCode).toBe(500);
  });
});
