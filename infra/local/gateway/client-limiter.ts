import type { ClientLimit } from '../../../shared/api/client-limits';

/** The env setting naming client addresses the local limits let through (comma-separated). */
export const clientLimitsExemptVariable = 'MARQUE_LOCAL_CLIENT_LIMITS_EXEMPT';

export function exemptAddressesFromEnvironment(env: NodeJS.ProcessEnv): string[] {
  return (env[clientLimitsExemptVariable] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** An IPv4 client seen through an IPv6 socket (`::ffff:127.0.0.2`) is that IPv4 address. */
export function clientAddress(remoteAddress: string | undefined): string {
  const address = remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The portal API's per-address limits (`shared/api/client-limits.ts`), as WAF's rate rules hold
 * them in AWS: at most `limit` calls of a route from one address in the last `windowSeconds`
 * (a sliding window). A refused call is not counted. Retry-After is when the oldest counted call
 * leaves the window.
 */
export class ClientLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly limits: readonly ClientLimit[],
    private readonly now: () => number,
    private readonly exempt: ReadonlySet<string> = new Set(),
  ) {}

  check(method: string, path: string, address: string): LimitOutcome {
    const limit = this.limits.find((l) => l.operation.method === method && l.path === path);
    if (!limit || this.exempt.has(address)) return { allowed: true };
    const key = `${method} ${path} ${address}`;
    const now = this.now();
    const since = now - limit.windowSeconds * 1000;
    const recent = (this.calls.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= limit.limit) {
      this.calls.set(key, recent);
      const oldest = recent[0] ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(
          1,
          Math.ceil((oldest + limit.windowSeconds * 1000 - now) / 1000),
        ),
      };
    }
    recent.push(now);
    this.calls.set(key, recent);
    return { allowed: true };
  }
}
