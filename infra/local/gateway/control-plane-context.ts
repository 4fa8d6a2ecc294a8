import type { ClientCertificateStore } from './control-plane-client-certificates-store';
import type { ControlPlaneQuotas } from './control-plane-quotas';
import type { KeyStore, StoredApiKey } from './key-store';
import type { LocalApis, LocalUsagePlan } from './local-usage-plans';
import type { UsageLedger } from './quota-and-usage';
import type { TokenBuckets } from './token-bucket';
import { badRequest } from './aws-error';

/** What the control plane's operations read and change. */
export interface ControlPlaneContext {
  keys: KeyStore;
  clientCertificates: ClientCertificateStore;
  apis: LocalApis;
  usage: UsageLedger;
  /** The product APIs' throttle (the local-only `_local/throttle` holds a bucket's clock). */
  buckets: TokenBuckets;
  /** AWS's account quotas and CreateApiKey's rate, enforced before a create. */
  quotas: ControlPlaneQuotas;
  now: () => number;
  /** Asks for the gateway's state to be saved (after a local-only change). */
  saveState?: () => void;
  /** Base URL of the local product APIs (for exported documents' `servers`). */
  productApisUrl: () => string;
}

export interface ControlPlaneRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export interface ControlPlaneResult {
  status: number;
  body?: unknown;
  /** A body sent as is (exports), with its content type. */
  raw?: { contentType: string; data: Buffer; disposition?: string };
}

export type Operation = (ctx: ControlPlaneContext, req: ControlPlaneRequest) => ControlPlaneResult;

export const nowSeconds = (ctx: ControlPlaneContext) => Math.floor(ctx.now() / 1000);

/** An API key as API Gateway answers it: the value only when asked for. */
export function apiKeyJson(key: StoredApiKey, includeValue: boolean) {
  const copy: Partial<StoredApiKey> = { ...key };
  if (!includeValue) delete copy.value;
  return copy;
}

export function usagePlanJson(plan: LocalUsagePlan) {
  return {
    id: plan.id,
    name: plan.name,
    apiStages: plan.apiStages.map((s) => ({ apiId: s.apiId, stage: s.stage })),
    throttle: { burstLimit: plan.limits.burst, rateLimit: plan.limits.ratePerSecond },
    quota: { limit: plan.limits.quotaPerMonth, offset: 0, period: 'MONTH' },
    tags: {},
  };
}

/**
 * One page of a list, API Gateway style: `limit` (default 25, at most 500) and an opaque
 * `position` to continue from; the items go under `item`.
 */
export function page<T>(items: T[], query: URLSearchParams): { item: T[]; position?: string } {
  const limitText = query.get('limit');
  const limit = limitText === null ? 25 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw badRequest('1 validation error detected: limit must be between 1 and 500');
  }
  const positionText = query.get('position');
  const start =
    positionText === null ? 0 : Number(Buffer.from(positionText, 'base64url').toString());
  if (!Number.isInteger(start) || start < 0) throw badRequest('Invalid position parameter');
  const item = items.slice(start, start + limit);
  const next = start + limit;
  return next < items.length
    ? { item, position: Buffer.from(String(next)).toString('base64url') }
    : { item };
}

export const isTrue = (value: string | null) => value === 'true';

/** A create's `tags` (kept on the key or certificate and answered back); 400 if not strings. */
export function tagsOf(value: unknown): Record<string, string> | undefined {
  if (value === undefined || value === null) return undefined;
  const valid =
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string');
  if (!valid) throw badRequest('Invalid value for tags');
  return { ...(value as Record<string, string>) };
}
