import type { APIGatewayAuthorizerResult } from 'aws-lambda';

/** Expired answers are dropped once the cache holds this many. */
const maxEntries = 10_000;

/**
 * API Gateway's cache of request-authorizer answers: per identity (the identity sources'
 * values), for the authorizer's TTL. A thrown "Unauthorized" is not cached here: AWS caches
 * only policies, and re-running a refusal costs nothing locally.
 */
export class AuthorizerCache {
  private readonly entries = new Map<
    string,
    { until: number; result: APIGatewayAuthorizerResult }
  >();

  constructor(private readonly ttlSeconds: number) {}

  async answer(
    identity: string,
    now: number,
    authorize: () => Promise<APIGatewayAuthorizerResult>,
  ): Promise<APIGatewayAuthorizerResult> {
    const hit = this.entries.get(identity);
    if (hit && hit.until > now) return hit.result;
    const result = await authorize();
    if (this.entries.size >= maxEntries) {
      for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    }
    if (this.ttlSeconds > 0)
      this.entries.set(identity, { until: now + this.ttlSeconds * 1000, result });
    return result;
  }
}
