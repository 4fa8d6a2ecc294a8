import { APIGatewayClient, GetUsageCommand } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getServiceAnalytics, getUsage } from '../../../shared/api/applications-operations';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import {
  application,
  applicationId,
  category,
  planId,
  service,
  subscription,
} from '../../applications/testing/subscription-fixtures';
import { handler } from './applications-area';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

const appItem = { pk: 'USER#dev@partner.example', sk: `APP#${applicationId}`, ...application };
const subItem = { pk: 'USER#dev@partner.example', sk: 'x', ...subscription() };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-03T12:00:00Z'));
  ddb.reset();
  gateway.reset();
  ddb.on(QueryCommand).resolves({ Items: [appItem, subItem] });
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATEGORY' } }).resolves({
    Items: [{ pk: 'CATEGORY', sk: 'Partner', ...category() }],
  });
  ddb
    .on(QueryCommand, {
      ExpressionAttributeValues: { ':pk': 'CATEGORY#Partner', ':sk': 'SERVICE#' },
    })
    .resolves({ Items: [{ pk: 'CATEGORY#Partner', sk: 'SERVICE#vehicle-status', ...service }] });
  gateway.on(GetUsageCommand).resolves({ items: {} });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('getUsage', () => {
  it("charts this month's calls per day of each subscription's key, with the plan's limits", async () => {
    gateway
      .on(GetUsageCommand, { usagePlanId: planId('sandbox', 'Basic'), keyId: 'key-1' })
      .resolves({
        items: {
          'key-1': [
            [5, 99_995],
            [0, 99_995],
            [7, 99_988],
          ],
        },
      });
    const result = await handler(operationEvent(getUsage, { claims: developerClaims }));
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      subscriptions: [
        {
          applicationId,
          applicationName: 'Fleet-App',
          service: 'vehicle-status',
          apiName: 'Vehicle status',
          stage: 'sandbox',
          tier: 'Basic',
          apiKeyId: 'key-1',
          days: [
            { date: '2026-11-01', calls: 5 },
            { date: '2026-11-02', calls: 0 },
            { date: '2026-11-03', calls: 7 },
          ],
          used: 12,
          remaining: 99_988,
          quota: 100_000,
          rate: 200,
          burst: 100,
        },
      ],
    });
    expect(gateway.commandCalls(GetUsageCommand)[0]?.args[0].input).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-03',
    });
  });

  it("counts a rotated key's month: used and remaining from what API Gateway enforces", async () => {
    // 40 calls of the previous key were carried over: the key's own days show 2.
    gateway
      .on(GetUsageCommand, { usagePlanId: planId('sandbox', 'Basic'), keyId: 'key-1' })
      .resolves({
        items: {
          'key-1': [
            [0, 99_960],
            [0, 99_960],
            [2, 99_958],
          ],
        },
      });
    const result = await handler(operationEvent(getUsage, { claims: developerClaims }));
    const [only] = (bodyOf(result).subscriptions as { used: number; remaining: number }[]) ?? [];
    expect(only).toMatchObject({ used: 42, remaining: 99_958 });
  });

  it('gives zeros for a key GetUsage has no series for', async () => {
    const result = await handler(
      operationEvent(getUsage, { query: { applicationId }, claims: developerClaims }),
    );
    const [only] = (bodyOf(result).subscriptions as { days: unknown[]; used: number }[]) ?? [];
    expect(only?.used).toBe(0);
    expect(only?.days).toHaveLength(3);
  });

  it("answers 404 for an application that is not the caller's", async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const result = await handler(
      operationEvent(getUsage, { query: { applicationId }, claims: developerClaims }),
    );
    expect(result.statusCode).toBe(404);
  });
});

const staffClaims = {
  ...developerClaims,
  identities: '[{"userId":"s1","providerName":"Directory","providerType":"SAML"}]',
};
const range = { from: '2026-11-01', to: '2026-11-02' };

describe('getServiceAnalytics', () => {
  it('sums every key of every plan of a service per day, and per plan', async () => {
    gateway.on(GetUsageCommand, { usagePlanId: planId('sandbox', 'Basic') }).resolves({
      items: {
        a: [
          [1, 0],
          [2, 0],
        ],
        b: [
          [10, 0],
          [0, 0],
        ],
      },
      position: 'next',
    });
    gateway
      .on(GetUsageCommand, { usagePlanId: planId('sandbox', 'Basic'), position: 'next' })
      .resolves({
        items: {
          c: [
            [0, 0],
            [4, 0],
          ],
        },
      });
    gateway.on(GetUsageCommand, { usagePlanId: planId('prod', 'Premium') }).resolves({
      items: {
        d: [
          [100, 0],
          [0, 0],
        ],
      },
    });
    const result = await handler(
      operationEvent(getServiceAnalytics, { query: range, claims: staffClaims }),
    );
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result) as {
      services: {
        service: string;
        days: unknown;
        calls: number;
        plans: { tier: string; stage: string; calls: number }[];
      }[];
    };
    const [only] = body.services;
    expect(only).toMatchObject({
      service: 'vehicle-status',
      calls: 117,
      days: [
        { date: '2026-11-01', calls: 111 },
        { date: '2026-11-02', calls: 6 },
      ],
    });
    expect(only?.plans).toHaveLength(8);
    expect(only?.plans.find((p) => p.stage === 'sandbox' && p.tier === 'Basic')?.calls).toBe(17);
    expect(only?.plans.find((p) => p.stage === 'prod' && p.tier === 'Premium')?.calls).toBe(100);
  });

  it('answers admins', async () => {
    const result = await handler(
      operationEvent(getServiceAnalytics, { query: range, claims: adminClaims }),
    );
    expect(result.statusCode).toBe(200);
  });

  it("answers a partner the services they subscribe to, with their own keys' calls only", async () => {
    gateway.on(GetUsageCommand, { usagePlanId: planId('sandbox', 'Basic') }).resolves({
      items: {
        'key-1': [
          [3, 0],
          [4, 0],
        ],
        'someone-elses-key': [
          [50, 0],
          [50, 0],
        ],
      },
    });
    const result = await handler(
      operationEvent(getServiceAnalytics, { query: range, claims: developerClaims }),
    );
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result) as { services: { service: string; calls: number }[] };
    expect(body.services).toEqual([
      expect.objectContaining({ service: 'vehicle-status', calls: 7 }),
    ]);
  });

  it('answers a partner without subscriptions no services, reading no usage', async () => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#dev@partner.example' } })
      .resolves({
        Items: [appItem],
      });
    const result = await handler(
      operationEvent(getServiceAnalytics, { query: range, claims: developerClaims }),
    );
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ services: [] });
    expect(gateway.commandCalls(GetUsageCommand)).toHaveLength(0);
  });

  it.each([
    [{ from: '2026-11-05', to: '2026-11-01' }, 'The end date is before the start'],
    [{ from: '2026-01-01', to: '2026-04-03' }, 'Choose at most 92 days'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'Use a date as YYYY-MM-DD'],
    [{ from: '2026-11-01' }, undefined],
  ])('refuses the range %j (400)', async (query, message) => {
    const result = await handler(
      operationEvent(getServiceAnalytics, { query, claims: staffClaims }),
    );
    expect(result.statusCode).toBe(400);
    if (message) expect(bodyOf(result).message).toBe(message);
  });

  it('accepts exactly 92 days', async () => {
    const result = await handler(
      operationEvent(getServiceAnalytics, {
        query: { from: '2026-01-01', to: '2026-04-02' },
        claims: staffClaims,
      }),
    );
    expect(result.statusCode).toBe(200);
  });
});
