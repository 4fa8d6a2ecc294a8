import { awsQuotas, createApiKeyRate, totalControlPlaneRate } from '../../../shared/aws-quotas';
import { AwsError, badRequest } from './aws-error';
import { TokenBucket } from './token-bucket';

/** The control plane's quotas; AWS's values unless lowered (tests, `MARQUE_LOCAL_QUOTA_*`). */
export interface ControlPlaneQuotaLimits {
  apiKeys: number;
  /** Checked when the gateway starts: the catalogue's plans are made by the deploy, not called for. */
  usagePlans: number;
  clientCertificates: number;
  /** CreateApiKey calls per second, and the bucket's size. */
  createApiKeyPerSecond: number;
  createApiKeyBurst: number;
  /** UpdateApiKey calls per second, and the bucket's size (the account's total operations). */
  updateApiKeyPerSecond: number;
  updateApiKeyBurst: number;
}

export const awsControlPlaneQuotas: ControlPlaneQuotaLimits = {
  apiKeys: awsQuotas.apiKeys.limit,
  usagePlans: awsQuotas.usagePlans.limit,
  clientCertificates: awsQuotas.clientCertificates.limit,
  createApiKeyPerSecond: createApiKeyRate.ratePerSecond,
  createApiKeyBurst: createApiKeyRate.burst,
  updateApiKeyPerSecond: totalControlPlaneRate.ratePerSecond,
  updateApiKeyBurst: totalControlPlaneRate.burst,
};

const limitExceeded = (message: string) => new AwsError('LimitExceededException', message);

function positiveWhole(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw badRequest(`${field}: a whole number from 1`);
  }
  return value;
}

function positiveRate(value: unknown, field: string): number {
  if (typeof value !== 'number' || !(value > 0) || !Number.isFinite(value)) {
    throw badRequest(`${field}: a number above 0`);
  }
  return value;
}

/**
 * API Gateway's account quotas as the local control plane enforces them: the 10,001st key and
 * the 61st certificate are refused (LimitExceededException, 429), and CreateApiKey beyond its
 * rate is throttled (TooManyRequestsException, 429), as is UpdateApiKey beyond the account's
 * total operations (which only it is held to here). The buckets run on the gateway's clock.
 */
export class ControlPlaneQuotas {
  private limits: ControlPlaneQuotaLimits;
  private bucket: TokenBucket;
  private updateBucket: TokenBucket;

  constructor(
    private readonly now: () => number,
    limits: Partial<ControlPlaneQuotaLimits> = {},
  ) {
    this.limits = { ...awsControlPlaneQuotas, ...limits };
    this.bucket = this.newBucket();
    this.updateBucket = this.newUpdateBucket();
  }

  current(): ControlPlaneQuotaLimits {
    return { ...this.limits };
  }

  /**
   * Local only (`POST /_local/quotas`): lowers or restores limits while the cloud runs, for an
   * integration test; `reset: true` goes back to AWS's values first.
   */
  set(input: Record<string, unknown>): ControlPlaneQuotaLimits {
    const next = input.reset === true ? { ...awsControlPlaneQuotas } : { ...this.limits };
    for (const field of Object.keys(awsControlPlaneQuotas) as (keyof ControlPlaneQuotaLimits)[]) {
      if (input[field] === undefined) continue;
      // A rate below 1 a second lets a test keep the bucket empty for as long as it needs.
      next[field] =
        field === 'createApiKeyPerSecond' || field === 'updateApiKeyPerSecond'
          ? positiveRate(input[field], field)
          : positiveWhole(input[field], field);
    }
    this.limits = next;
    this.bucket = this.newBucket();
    this.updateBucket = this.newUpdateBucket();
    return this.current();
  }

  /** Before CreateApiKey: the account's count, then the call rate. */
  beforeCreateApiKey(keysHeld: number): void {
    if (keysHeld >= this.limits.apiKeys) {
      throw limitExceeded(
        `API key limit exceeded: ${this.limits.apiKeys} API keys per account and Region`,
      );
    }
    if (!this.bucket.tryTake(this.now())) {
      throw new AwsError('TooManyRequestsException', 'Too Many Requests');
    }
  }

  /** Before UpdateApiKey: the account's total operations rate. */
  beforeUpdateApiKey(): void {
    if (!this.updateBucket.tryTake(this.now())) {
      throw new AwsError('TooManyRequestsException', 'Too Many Requests');
    }
  }

  /** As CloudFormation's CreateUsagePlan would fail the deploy past the account's plans. */
  assertUsagePlansFit(plans: number): void {
    if (plans > this.limits.usagePlans) {
      throw limitExceeded(
        `Usage plan limit exceeded: ${plans} plans, ${this.limits.usagePlans} per account and Region`,
      );
    }
  }

  /** Before GenerateClientCertificate. */
  beforeGenerateClientCertificate(certificatesHeld: number): void {
    if (certificatesHeld >= this.limits.clientCertificates) {
      throw limitExceeded(
        `Client certificate limit exceeded: ${this.limits.clientCertificates} client certificates per account and Region`,
      );
    }
  }

  private newUpdateBucket(): TokenBucket {
    return new TokenBucket(
      this.limits.updateApiKeyBurst,
      this.limits.updateApiKeyPerSecond,
      this.now(),
    );
  }

  private newBucket(): TokenBucket {
    return new TokenBucket(
      this.limits.createApiKeyBurst,
      this.limits.createApiKeyPerSecond,
      this.now(),
    );
  }
}
