import {
  APIGatewayClient,
  GetApiKeysCommand,
  GetClientCertificatesCommand,
  GetUsagePlansCommand,
} from '@aws-sdk/client-api-gateway';
import {
  CognitoIdentityProviderClient,
  ListUserPoolClientsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/captured-logs';
import { testUserPoolId, useTestEnvironment } from '../testing/test-environment';
import {
  countQuotaUsage,
  publishQuotaUsage,
  reportQuotaUsage,
  type QuotaMetricsSink,
} from './quota-usage';

const gateway = mockClient(APIGatewayClient);
const cognito = mockClient(CognitoIdentityProviderClient);
useTestEnvironment();

const many = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));
const items = (n: number, prefix: string) => many(n, (i) => ({ id: `${prefix}${i}` }));
const certificates = (n: number) => many(n, (i) => ({ clientCertificateId: `cert${i}` }));
const clients = (n: number, prefix: string) => many(n, (i) => ({ ClientId: `${prefix}${i}` }));

beforeEach(() => {
  gateway.reset();
  cognito.reset();
  // Two pages of keys (500 + 123), one of plans and one of certificates.
  gateway
    .on(GetApiKeysCommand, { position: undefined })
    .resolves({ items: items(500, 'k'), position: 'p2' });
  gateway.on(GetApiKeysCommand, { position: 'p2' }).resolves({ items: items(123, 'q') });
  gateway.on(GetUsagePlansCommand).resolves({ items: items(8, 'plan') });
  gateway.on(GetClientCertificatesCommand).resolves({ items: certificates(3) });
  cognito
    .on(ListUserPoolClientsCommand, { NextToken: undefined })
    .resolves({ UserPoolClients: clients(60, 'c'), NextToken: 't2' });
  cognito
    .on(ListUserPoolClientsCommand, { NextToken: 't2' })
    .resolves({ UserPoolClients: clients(2, 'd') });
});

describe('countQuotaUsage', () => {
  it("counts every page of each listing, without the keys' values, in this deployment's pool", async () => {
    expect(await countQuotaUsage()).toEqual({
      apiKeys: 623,
      usagePlans: 8,
      clientCertificates: 3,
      appClients: 62,
    });
    for (const call of gateway.commandCalls(GetApiKeysCommand)) {
      expect(call.args[0].input).toMatchObject({ includeValues: false, limit: 500 });
    }
    for (const call of cognito.commandCalls(ListUserPoolClientsCommand)) {
      expect(call.args[0].input.UserPoolId).toBe(testUserPoolId);
    }
  });
});

describe('publishQuotaUsage', () => {
  it('writes one metric per quota with the stage as the only dimension', () => {
    const calls: unknown[][] = [];
    const sink: QuotaMetricsSink = {
      clearDefaultDimensions: () => void calls.push(['clear']),
      addDimension: (name: string, value: string) => calls.push(['dimension', name, value]),
      addMetric: (name: string, unit: string, value: number) =>
        void calls.push([name, unit, value]),
      publishStoredMetrics: () => void calls.push(['publish']),
    };
    publishQuotaUsage(
      { apiKeys: 1, usagePlans: 2, clientCertificates: 3, appClients: 4 },
      'dev',
      sink,
    );
    expect(calls).toEqual([
      ['clear'],
      ['dimension', 'Stage', 'dev'],
      ['QuotaUsedApiKeys', 'Count', 1],
      ['QuotaUsedUsagePlans', 'Count', 2],
      ['QuotaUsedClientCertificates', 'Count', 3],
      ['QuotaUsedAppClients', 'Count', 4],
      ['publish'],
    ]);
  });
});

describe('reportQuotaUsage', () => {
  it('logs a failed count and never throws', async () => {
    const logs = captureLogs();
    gateway
      .on(GetUsagePlansCommand)
      .rejects(Object.assign(new Error('no'), { name: 'AccessDenied' }));
    expect(await reportQuotaUsage()).toBeUndefined();
    expect(logs.text()).toContain('Could not count the AWS quotas used');
  });
});
