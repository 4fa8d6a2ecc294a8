import {
  GetApiKeysCommand,
  GetClientCertificatesCommand,
  GetUsagePlansCommand,
} from '@aws-sdk/client-api-gateway';
import { ListUserPoolClientsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  awsQuotaIds,
  awsQuotas,
  quotaMetricsNamespace,
  type AwsQuotaId,
} from '../../shared/aws-quotas';
import { apiGateway } from '../clients/api-gateway-client';
import { cognito } from '../clients/cognito-client';
import { logger } from '../lib/logger';
import { settings } from '../lib/settings';

export type QuotaUsage = Record<AwsQuotaId, number>;

/** Counts a listing's items page by page (API Gateway's `position`, at most 500 a page). */
async function countPages(
  page: (position: string | undefined) => Promise<{ items?: unknown[]; position?: string }>,
): Promise<number> {
  let count = 0;
  let position: string | undefined;
  do {
    const out = await page(position);
    count += out.items?.length ?? 0;
    position = out.position;
  } while (position);
  return count;
}

async function countAppClients(userPoolId: string): Promise<number> {
  let count = 0;
  let token: string | undefined;
  do {
    const out = await cognito().send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60, NextToken: token }),
    );
    count += out.UserPoolClients?.length ?? 0;
    token = out.NextToken;
  } while (token);
  return count;
}

/**
 * How much of each AWS quota is used: the account's API keys (listed without their values),
 * usage plans and client certificates in this Region, and this deployment's pool's app clients.
 */
export async function countQuotaUsage(): Promise<QuotaUsage> {
  const limit = 500;
  const userPoolId = settings().userPoolId;
  if (!userPoolId) throw new Error('USER_POOL_ID is not set');
  const [apiKeys, usagePlans, clientCertificates, appClients] = await Promise.all([
    countPages((position) =>
      apiGateway().send(new GetApiKeysCommand({ limit, position, includeValues: false })),
    ),
    countPages((position) => apiGateway().send(new GetUsagePlansCommand({ limit, position }))),
    countPages((position) =>
      apiGateway().send(new GetClientCertificatesCommand({ limit, position })),
    ),
    countAppClients(userPoolId),
  ]);
  return { apiKeys, usagePlans, clientCertificates, appClients };
}

/** What publishing needs of Powertools Metrics (a test passes a recorder). */
export interface QuotaMetricsSink {
  clearDefaultDimensions(): void;
  addDimension(name: string, value: string): unknown;
  addMetric(name: string, unit: Parameters<Metrics['addMetric']>[1], value: number): unknown;
  publishStoredMetrics(): void;
}

/**
 * One EMF line of the counts (no PutMetricData call), namespace `Marque`, with the deployment's
 * `Stage` as the only dimension: quota-alarms.ts watches exactly these metrics.
 */
export function publishQuotaUsage(
  usage: QuotaUsage,
  stage: string,
  sink: QuotaMetricsSink = new Metrics({ namespace: quotaMetricsNamespace }),
): void {
  sink.clearDefaultDimensions();
  sink.addDimension('Stage', stage);
  for (const id of awsQuotaIds)
    sink.addMetric(awsQuotas[id].metricName, MetricUnit.Count, usage[id]);
  sink.publishStoredMetrics();
}

/** Counts and publishes; a failure is logged, never thrown (the sweeper's own work goes on). */
export async function reportQuotaUsage(): Promise<QuotaUsage | undefined> {
  try {
    const usage = await countQuotaUsage();
    publishQuotaUsage(usage, settings().stage);
    const shares = Object.fromEntries(
      awsQuotaIds.map((id) => [id, `${usage[id]}/${awsQuotas[id].limit}`]),
    );
    logger.info('AWS quotas used', shares);
    return usage;
  } catch (error) {
    logger.error('Could not count the AWS quotas used', {
      error: error instanceof Error ? error.name : String(error),
    });
    return undefined;
  }
}
