import { APIGatewayClient, GetUsageCommand } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestEnvironment } from '../testing/test-environment';
import { briefService } from '../trending/testing/trending-fixtures';
import { dayBefore, handler } from './trending-builder';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

const catalogue = {
  Cars: [
    briefService('vehicle-status', 'Cars', 'Vehicle Status'),
    briefService('alpha', 'Cars', 'Alpha'),
  ],
  Charging: [
    briefService('charge-points', 'Charging', 'Charge Points'),
    briefService('idle', 'Charging', 'Idle'),
  ],
};

/** Calls per usage plan on the ranked day: keys of the plan, one series each. */
const usage: Record<string, Record<string, number[][]>> = {
  'vehicle-status-sandbox': { k1: [[5, 95]], k2: [[4, 96]] },
  'vehicle-status-prod': { k3: [[2, 998]] },
  'alpha-sandbox': { k4: [[10, 90]] },
  'charge-points-prod': { k5: [[4, 996]] },
  'charge-points-sandbox': { k6: [[6, 94]] },
};

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATEGORY' } }).resolves({
    Items: [
      { pk: 'CATEGORY', sk: 'Cars', name: 'Cars' },
      { pk: 'CATEGORY', sk: 'Charging', name: 'Charging' },
    ],
  });
  for (const [category, services] of Object.entries(catalogue)) {
    ddb
      .on(QueryCommand, {
        ExpressionAttributeValues: { ':pk': `CATEGORY#${category}`, ':sk': 'SERVICE#' },
      })
      .resolves({ Items: services });
  }
  ddb.on(PutCommand).resolves({});
  gateway.on(GetUsageCommand).callsFake((input: { usagePlanId: string }) => ({
    usagePlanId: input.usagePlanId,
    items: usage[input.usagePlanId] ?? {},
  }));
});

describe('the trending builder', () => {
  it('reads every plan of every service for the UTC day before the event, and stores the ranking', async () => {
    const result = await handler({ time: '2026-03-02T00:10:00Z' });
    expect(result).toEqual({
      date: '2026-03-01',
      services: ['vehicle-status', 'alpha', 'charge-points'],
    });

    const reads = gateway.commandCalls(GetUsageCommand).map((c) => c.args[0].input);
    expect(reads).toHaveLength(8);
    for (const input of reads) {
      expect(input).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-01' });
      expect(input.keyId).toBeUndefined();
    }
    const put = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.TableName).toBe(process.env.TABLE_CATALOGUE);
    expect(put?.Item).toMatchObject({
      pk: 'TRENDING',
      sk: '2026-03-01',
      items: [
        { service: 'vehicle-status', category: 'Cars', apiName: 'Vehicle Status', calls: 11 },
        // A tie: by display name.
        {
          service: 'alpha',
          category: 'Cars',
          apiName: 'Alpha',
          apiDescription: 'Alpha description',
          calls: 10,
        },
        { service: 'charge-points', category: 'Charging', apiName: 'Charge Points', calls: 10 },
      ],
    });
  });

  it('reads the catalogue with Queries only (no Scan) and projects away versions and resources', async () => {
    await handler({ time: '2026-03-02T12:00:00Z' });
    const queries = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(queries).toHaveLength(3);
    for (const q of queries.slice(1))
      expect(q.ProjectionExpression).not.toMatch(/resources|versions/);
    expect(ddb.calls().every((c) => !/Scan/.test(c.args[0].constructor.name))).toBe(true);
  });

  it('stores an empty ranking for a day without calls', async () => {
    gateway.on(GetUsageCommand).resolves({ items: {} });
    const result = await handler({ time: '2026-01-01T03:00:00Z' });
    expect(result).toEqual({ date: '2025-12-31', services: [] });
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      sk: '2025-12-31',
      items: [],
    });
  });

  it('keeps at most 10 services', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      briefService(`s${String(i).padStart(2, '0')}`, 'Cars'),
    );
    ddb
      .on(QueryCommand, {
        ExpressionAttributeValues: { ':pk': 'CATEGORY#Cars', ':sk': 'SERVICE#' },
      })
      .resolves({ Items: many });
    gateway.on(GetUsageCommand).resolves({ items: { k: [[1, 0]] } });
    const result = await handler({ time: '2026-03-02T00:00:00Z' });
    // Every service ties at 2 calls (1 per plan): by display name, at most 10.
    expect(result.services).toEqual([
      'charge-points',
      'idle',
      ...many.slice(0, 8).map((s) => s.service),
    ]);
  });

  it('follows pages of GetUsage', async () => {
    gateway
      .on(GetUsageCommand, { usagePlanId: 'idle-sandbox' })
      .resolvesOnce({ items: { a: [[1, 0]] }, position: 'p2' })
      .resolves({ items: { b: [[50, 0]] } });
    const result = await handler({ time: '2026-03-02T00:00:00Z' });
    expect(result.services[0]).toBe('idle');
  });

  it('takes the day before the UTC date, whatever the hour', () => {
    expect(dayBefore(new Date('2026-03-01T23:59:59Z'))).toBe('2026-02-28');
    expect(dayBefore(new Date('2024-03-01T00:00:00Z'))).toBe('2024-02-29');
  });
});
