import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import { hasFeedbackSince, putFeedback } from './feedback-repository';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => ddb.reset());

describe('feedback', () => {
  it('looks for an answer since a time with a key range Query', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ sk: 'FEEDBACK#2026-02-01T00:00:00.000Z' }] });
    const since = new Date('2026-01-01T00:00:00Z');
    expect(await hasFeedbackSince('dev@partner.example', since)).toBe(true);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': 'USER#dev@partner.example',
        ':from': 'FEEDBACK#2026-01-01T00:00:00.000Z',
        ':to': 'FEEDBACK#~',
      },
      Limit: 1,
    });
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(await hasFeedbackSince('dev@partner.example', since)).toBe(false);
  });

  it('stores an answer under FEEDBACK#<time>', async () => {
    ddb.on(PutCommand).resolves({});
    const now = new Date('2026-03-01T00:00:00Z');
    const feedback = { rating: 4, easeOfUse: 'easy' as const, foundWhatNeeded: true };
    await putFeedback('dev@partner.example', feedback, now);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toEqual({
      pk: 'USER#dev@partner.example',
      sk: 'FEEDBACK#2026-03-01T00:00:00.000Z',
      ...feedback,
      submittedAt: now.toISOString(),
    });
  });
});
