import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { getTrending } from '../../../shared/api/docs-operations';
import { bodyOf, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { getTrendingHandler } from './get-trending-handler';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();
beforeEach(() => {
  ddb.reset();
  ddb.on(GetCommand).resolves({});
});

const ranked = (service: string, calls: number) => ({
  service,
  category: 'Cars',
  apiName: service.toUpperCase(),
  apiDescription: `${service} description`,
  calls,
});

describe('getTrendingHandler', () => {
  it("answers a visitor the day's ranking in order, without the counts, from one GetItem", async () => {
    ddb.on(GetCommand, { Key: { pk: 'TRENDING', sk: '2026-03-01' } }).resolves({
      Item: { pk: 'TRENDING', sk: '2026-03-01', items: [ranked('b', 9), ranked('a', 3)] },
    });
    const result = await getTrendingHandler(
      operationEvent(getTrending, { body: { date: '2026-03-01' } }),
    );
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      items: [
        { service: 'b', category: 'Cars', apiName: 'B', apiDescription: 'b description' },
        { service: 'a', category: 'Cars', apiName: 'A', apiDescription: 'a description' },
      ],
    });
    expect(ddb.calls()).toHaveLength(1);
  });

  it('answers no items for a day without a ranking', async () => {
    const result = await getTrendingHandler(
      operationEvent(getTrending, { body: { date: '2020-01-01' } }),
    );
    expect(bodyOf(result)).toEqual({ items: [] });
  });

  it('answers 400 for a date that is not YYYY-MM-DD, without reading the table', async () => {
    for (const date of ['2026-02-30', 'yesterday', '2026-3-1']) {
      const result = await getTrendingHandler(operationEvent(getTrending, { body: { date } }));
      expect(result.statusCode).toBe(400);
    }
    expect(ddb.calls()).toHaveLength(0);
  });
});
