import { APIGatewayClient, GetUsageCommand } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getCostEstimate,
  getUsageInsights,
  listAllApplications,
} from '../../../shared/api/admin-insights-operations';
import {
  application,
  applicationId,
  category,
  planId,
  service,
  subscription,
} from '../../applications/testing/subscription-fixtures';
import {
  adminClaims,
  bodyOf,
  developerClaims,
  operationEvent,
} from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './admin-area';

const ddb = mockClient(DynamoDBDocumentClient);
const gateway = mockClient(APIGatewayClient);
useTestEnvironment();

const secondId = '1c7f4d2f-3a5b-4e4f-8b66-6f1f7c2a1d22';
const ownerPk = 'USER#dev@partner.example';
const appItem = { pk: ownerPk, sk: `APP#${applicationId}`, ...application };
const secondApp = {
  ...application,
  applicationId: secondId,
  applicationName: 'Dealer-Portal',
  owner: 'zoe@dealer.example',
  createdAt: '2026-11-05T10:00:00.000Z',
};
const basicSub = subscription();
const premiumSub = subscription({
  stage: 'prod',
  tier: 'Premium',
  usagePlanId: planId('prod', 'Premium'),
  apiKeyId: 'key-2',
  keyHint: 'q7Rt',
});
const range = { from: '2026-11-01', to: '2026-11-02' };

beforeEach(() => {
  ddb.reset();
  gateway.reset();
  // The index, newest first (DynamoDB does the order; the mock answers in it).
  ddb.on(QueryCommand, { IndexName: 'byApplication' }).resolves({ Items: [secondApp, appItem] });
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': ownerPk } }).resolves({
    Items: [
      appItem,
      { pk: ownerPk, sk: 'a', ...basicSub },
      { pk: ownerPk, sk: 'b', ...premiumSub },
    ],
  });
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#zoe@dealer.example' } })
    .resolves({ Items: [{ pk: 'USER#zoe@dealer.example', sk: `APP#${secondId}`, ...secondApp }] });
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATEGORY' } }).resolves({
    Items: [{ pk: 'CATEGORY', sk: 'Partner', ...category() }],
  });
  ddb
    .on(QueryCommand, {
      ExpressionAttributeValues: { ':pk': 'CATEGORY#Partner', ':sk': 'SERVICE#' },
    })
    .resolves({ Items: [{ pk: 'CATEGORY#Partner', sk: 'SERVICE#vehicle-status', ...service }] });
  gateway.on(GetUsageCommand).resolves({ items: {} });
  gateway.on(GetUsageCommand, { usagePlanId: planId('sandbox', 'Basic') }).resolves({
    items: {
      'key-1': [
        [1000, 0],
        [500, 0],
      ],
      // A key no subscription holds any more: its application was deleted.
      'key-gone': [
        [0, 0],
        [20, 0],
      ],
    },
  });
  gateway.on(GetUsageCommand, { usagePlanId: planId('prod', 'Premium') }).resolves({
    items: {
      'key-2': [
        [3, 0],
        [4000, 0],
      ],
    },
  });
});

describe('admin insights access (server-checked)', () => {
  // Named by id: a whole operation object in a test's name filled the log with its schemas.
  const ops = [
    ['listAllApplications', listAllApplications, {}],
    ['getUsageInsights', getUsageInsights, range],
    ['getCostEstimate', getCostEstimate, range],
  ] as const;

  it.each(ops)(
    '%s: 401 to a visitor, 403 to a developer, before reading anything',
    async (_id, op, query) => {
      expect((await handler(operationEvent(op, { query }))).statusCode).toBe(401);
      expect(
        (await handler(operationEvent(op, { query, claims: developerClaims }))).statusCode,
      ).toBe(403);
      expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
      expect(gateway.commandCalls(GetUsageCommand)).toHaveLength(0);
    },
  );
});

describe('listAllApplications', () => {
  it('lists every application newest first from the index (no Scan), with masked keys only', async () => {
    const result = await handler(operationEvent(listAllApplications, { claims: adminClaims }));
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result);
    expect(body).toMatchObject({ total: 2, limit: 10, offset: 0 });
    expect(body.items).toEqual([
      {
        applicationId: secondId,
        applicationName: 'Dealer-Portal',
        owner: 'zoe@dealer.example',
        organization: 'ACME',
        createdAt: '2026-11-05T10:00:00.000Z',
        subscriptions: [],
      },
      {
        applicationId,
        applicationName: 'Fleet-App',
        owner: 'dev@partner.example',
        organization: 'ACME',
        createdAt: '2026-11-01T10:00:00.000Z',
        subscriptions: [
          {
            service: 'vehicle-status',
            apiName: 'Vehicle status',
            stage: 'prod',
            tier: 'Premium',
            maskedKey: '****************q7Rt',
            createdAt: basicSub.createdAt,
          },
          {
            service: 'vehicle-status',
            apiName: 'Vehicle status',
            stage: 'sandbox',
            tier: 'Basic',
            maskedKey: '****************9xyz',
            createdAt: basicSub.createdAt,
          },
        ],
      },
    ]);
    expect(result.body).not.toContain('key-1');
    const indexQuery = ddb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(indexQuery).toMatchObject({
      IndexName: 'byApplication',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'appsPk' },
      ExpressionAttributeValues: { ':pk': 'APP' },
      ScanIndexForward: false,
    });
  });

  it('filters by owner e-mail prefix and by part of the name, case-insensitively', async () => {
    const byOwner = await handler(
      operationEvent(listAllApplications, { claims: adminClaims, query: { owner: 'ZOE@' } }),
    );
    expect((bodyOf(byOwner).items as { owner: string }[]).map((a) => a.owner)).toEqual([
      'zoe@dealer.example',
    ]);
    const byName = await handler(
      operationEvent(listAllApplications, { claims: adminClaims, query: { name: 'fleet' } }),
    );
    expect(bodyOf(byName)).toMatchObject({ total: 1 });
    expect((bodyOf(byName).items as { applicationName: string }[])[0]?.applicationName).toBe(
      'Fleet-App',
    );
  });

  it('pages by limit and offset, reading only the shown applications’ partitions', async () => {
    const result = await handler(
      operationEvent(listAllApplications, {
        claims: adminClaims,
        query: { limit: '1', offset: '1' },
      }),
    );
    const body = bodyOf(result);
    expect(body).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect((body.items as { applicationId: string }[]).map((a) => a.applicationId)).toEqual([
      applicationId,
    ]);
    const owners = ddb
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input.ExpressionAttributeValues?.[':pk']);
    expect(owners).not.toContain('USER#zoe@dealer.example');
  });

  it.each([
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ offset: '-1' }, 'offset cannot be negative'],
  ])('refuses %j (400)', async (query, message) => {
    const result = await handler(
      operationEvent(listAllApplications, { claims: adminClaims, query }),
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(message);
  });
});

describe('getUsageInsights', () => {
  const usage = async (groupBy?: string) => {
    const result = await handler(
      operationEvent(getUsageInsights, {
        claims: adminClaims,
        query: { ...range, ...(groupBy && { groupBy }) },
      }),
    );
    expect(result.statusCode).toBe(200);
    return bodyOf(result) as {
      groupBy: string;
      calls: number;
      groups: { key: string; label: string; calls: number; days: unknown }[];
    };
  };

  it('sums calls per service per day by default, one GetUsage per usage plan', async () => {
    const body = await usage();
    expect(body.groupBy).toBe('service');
    expect(body.calls).toBe(5523);
    expect(body.groups).toEqual([
      {
        key: 'vehicle-status',
        label: 'Vehicle status',
        calls: 5523,
        days: [
          { date: '2026-11-01', calls: 1003 },
          { date: '2026-11-02', calls: 4520 },
        ],
      },
    ]);
    expect(gateway.commandCalls(GetUsageCommand)).toHaveLength(service.usagePlans.length);
  });

  it('groups by application through the subscriptions’ keys, a deleted one apart', async () => {
    const body = await usage('application');
    expect(body.groups.map((g) => [g.label, g.calls])).toEqual([
      ['Fleet-App (dev@partner.example)', 5503],
      ['Deleted applications', 20],
    ]);
  });

  it('groups by plan (tier and stage)', async () => {
    const body = await usage('plan');
    expect(body.groups.map((g) => [g.key, g.label, g.calls])).toEqual([
      ['prod:Premium', 'Premium (prod)', 4003],
      ['sandbox:Basic', 'Basic (sandbox)', 1520],
    ]);
  });

  it.each([
    [{ from: '2026-11-05', to: '2026-11-01' }, 'From must be on or before To'],
    [{ from: '2026-01-01', to: '2026-04-01' }, 'Choose at most 90 days'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'Use a date as YYYY-MM-DD'],
    [{ to: '2026-03-01' }, 'From is required, as YYYY-MM-DD'],
    [{ ...range, groupBy: 'day' }, "groupBy must be 'service', 'application' or 'plan'"],
  ])('refuses %j (400) with a clear message', async (query, message) => {
    const result = await handler(operationEvent(getUsageInsights, { claims: adminClaims, query }));
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe(message);
    expect(gateway.commandCalls(GetUsageCommand)).toHaveLength(0);
  });

  it('accepts exactly 90 days', async () => {
    const result = await handler(
      operationEvent(getUsageInsights, {
        claims: adminClaims,
        query: { from: '2026-01-01', to: '2026-03-31' },
      }),
    );
    expect(result.statusCode).toBe(200);
  });
});

describe('getCostEstimate', () => {
  it('prices each key’s calls by its plan per 1,000 calls and states the model', async () => {
    const result = await handler(
      operationEvent(getCostEstimate, { claims: adminClaims, query: range }),
    );
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result);
    // Basic ₹0.50 per 1,000: 1,520 calls → ₹0.76; Premium ₹0.25 per 1,000: 4,003 → ₹1.00075.
    expect(body).toMatchObject({
      currency: 'INR',
      calls: 5523,
      cost: 1.76,
      prices: { Basic: 0.5, Standard: 0.4, Advanced: 0.3, Premium: 0.25 },
      services: [{ key: 'vehicle-status', label: 'Vehicle status', calls: 5523, cost: 1.76 }],
      applications: [
        { key: applicationId, label: 'Fleet-App (dev@partner.example)', calls: 5503, cost: 1.75 },
        { key: 'deleted', label: 'Deleted applications', calls: 20, cost: 0.01 },
      ],
    });
    expect(body.model).toBe(
      'Estimated cost = calls × price per 1,000 calls of the plan; prices: Basic ₹0.50, ' +
        'Standard ₹0.40, Advanced ₹0.30, Premium ₹0.25 (INR).',
    );
  });

  it('refuses a range of more than 90 days (400)', async () => {
    const result = await handler(
      operationEvent(getCostEstimate, {
        claims: adminClaims,
        query: { from: '2026-01-01', to: '2026-06-01' },
      }),
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).message).toBe('Choose at most 90 days');
  });
});
