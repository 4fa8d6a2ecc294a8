/**
 * AWS's quotas the portal lives within: one list for the local stand-ins (which enforce them),
 * the alarms (80 % of each), the portal's messages and the bench's capacity model.
 *
 * Sources (AWS documentation, as read for issue 19):
 * - API Gateway, "Quotas for configuring and running a REST API": API keys per account per
 *   Region 10,000 (can't be increased); client certificates per account per Region 60;
 *   usage plans per account per Region 300.
 *   https://docs.aws.amazon.com/apigateway/latest/developerguide/api-gateway-execution-service-limits-table.html
 * - API Gateway, "quotas for creating, deploying and managing an API" (fixed): CreateApiKey
 *   5 requests per second per account. No burst is documented: the local bucket holds one
 *   second's worth.
 *   https://docs.aws.amazon.com/apigateway/latest/developerguide/limits.html
 *   UpdateApiKey has no quota of its own there ("Other operations: no quota up to the total
 *   account quota"): it shares "Total operations: 10 requests per second with a burst quota of
 *   40 requests" with every other control-plane call of the account.
 * - Amazon Cognito, "Quotas on resource number and size": app clients per user pool 1,000
 *   (adjustable to 10,000).
 *   https://docs.aws.amazon.com/cognito/latest/developerguide/quotas.html
 * - The refusals: API Gateway's CreateApiKey and GenerateClientCertificate answer
 *   LimitExceededException or TooManyRequestsException, both HTTP 429 (API reference, Errors);
 *   Cognito's CreateUserPoolClient answers LimitExceededException ("a user exceeds the limit
 *   for a requested AWS resource"), HTTP 400 like every Cognito error.
 */

export const awsQuotaIds = ['apiKeys', 'usagePlans', 'clientCertificates', 'appClients'] as const;
export type AwsQuotaId = (typeof awsQuotaIds)[number];

export interface AwsQuota {
  id: AwsQuotaId;
  /** As AWS's quota tables name it. */
  name: string;
  /** AWS's default. */
  limit: number;
  /** Whether Service Quotas (or AWS Support) can raise it. */
  raisable: boolean;
  /** The CloudWatch metric the hourly count publishes (namespace `Marque`). */
  metricName: string;
  /** What the portal calls one of these, in its messages. */
  noun: string;
}

export const awsQuotas: Readonly<Record<AwsQuotaId, AwsQuota>> = {
  apiKeys: {
    id: 'apiKeys',
    name: 'API keys per account per Region',
    limit: 10_000,
    raisable: false,
    metricName: 'QuotaUsedApiKeys',
    noun: 'API keys',
  },
  usagePlans: {
    id: 'usagePlans',
    name: 'Usage plans per account per Region',
    limit: 300,
    raisable: true,
    metricName: 'QuotaUsedUsagePlans',
    noun: 'usage plans',
  },
  clientCertificates: {
    id: 'clientCertificates',
    name: 'Client certificates per account per Region',
    limit: 60,
    raisable: true,
    metricName: 'QuotaUsedClientCertificates',
    noun: 'client certificates',
  },
  appClients: {
    id: 'appClients',
    name: 'App clients per user pool',
    limit: 1_000,
    raisable: true,
    metricName: 'QuotaUsedAppClients',
    noun: 'client credentials',
  },
};

/** The namespace of the hourly counts: the portal's own (lambdas/lib/observability/metrics.ts). */
export const quotaMetricsNamespace = 'Marque';

/** CreateApiKey's fixed control-plane rate (requests per second per account). */
export const createApiKeyRate = { ratePerSecond: 5, burst: 5 } as const;

/** The control plane's total operations per account (UpdateApiKey's only limit). */
export const totalControlPlaneRate = { ratePerSecond: 10, burst: 40 } as const;

/** The share of a quota at which the alarm goes off. */
export const quotaAlarmShare = 0.8;

/** The count at which a quota's alarm goes off (80 % of 10,000 keys: 8,000). */
export const quotaAlarmThreshold = (quota: AwsQuota): number =>
  Math.floor(quota.limit * quotaAlarmShare);

/** The portal's answer when AWS refuses because a quota is used up. */
export const quotaReachedMessage = (id: AwsQuotaId): string =>
  `The portal has reached its limit of ${awsQuotas[id].noun}. Nothing was changed; please try again later or contact support.`;

/** The portal's answer when AWS throttles a create call (after the SDK's own retries). */
export const quotaThrottledMessage = (id: AwsQuotaId): string =>
  `Too many ${awsQuotas[id].noun} are being created right now. Nothing was changed; please try again in a few seconds.`;
