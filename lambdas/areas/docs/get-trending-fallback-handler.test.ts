import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { getTrendingFallback } from '../../../shared/api/docs-operations';
import { bodyOf, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import type { ServiceBrief } from '../../trending/catalogue-services';
import { briefService } from '../../trending/testing/trending-fixtures';
import { clearTrendingFallbackCache } from '../../trending/trending-fallback';
import { getTrendingFallbackHandler } from './get-trending-fallback-handler';

const ddb = mockClient(DynamoDBDocumentClient);
useTestEnvironment();

function catalogue(byCategory: Record<string, ServiceBrief[]>): void {
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATEGORY' } }).resolves({
    Items: Object.keys(byCategory).map((name) => ({ pk: 'CATEGORY', sk: name, name })),
  });
  for (const [category, services] of Object.entries(byCategory)) {
    ddb
      .on(QueryCommand, {
        ExpressionAttributeValues: { ':pk': `CATEGORY#${category}`, ':sk': 'SERVICE#' },
      })
      .resolves({ Items: services });
  }
}

const call = async () =>
  bodyOf(await getTrendingFallbackHandler(operationEvent(getTrendingFallback))).items as {
    service: string;
  }[];

beforeEach(() => {
  ddb.reset();
  clearTrendingFallbackCache();
});

describe('getTrendingFallbackHandler', () => {
  it('answers the first service by display name of each category, categories by name', async () => {
    catalogue({
      A: [briefService('zeta', 'A', 'Zeta'), briefService('beta', 'A', 'Beta')],
      B: [briefService('gamma', 'B', 'Gamma')],
      C: [],
      D: [briefService('delta', 'D', 'Delta')],
    });
    const items = await call();
    expect(items.map((i) => i.service)).toEqual(['beta', 'gamma', 'delta']);
    expect(items[0]).toEqual({
      service: 'beta',
      category: 'A',
      apiName: 'Beta',
      apiDescription: 'Beta description',
    });
  });

  it('fills up to 3 with further services when fewer categories have services', async () => {
    catalogue({
      A: [
        briefService('a1', 'A', 'A1'),
        briefService('a2', 'A', 'A2'),
        briefService('a3', 'A', 'A3'),
      ],
      B: [briefService('b1', 'B', 'B1')],
    });
    expect((await call()).map((i) => i.service)).toEqual(['a1', 'b1', 'a2']);
  });

  it('offers at most 6, and a warm function reads the catalogue once', async () => {
    const byCategory = Object.fromEntries(
      'ABCDEFGH'.split('').map((c) => [c, [briefService(`s-${c.toLowerCase()}`, c, `S ${c}`)]]),
    );
    catalogue(byCategory);
    expect(await call()).toHaveLength(6);
    const reads = ddb.calls().length;
    await call();
    expect(ddb.calls()).toHaveLength(reads);
  });
});
