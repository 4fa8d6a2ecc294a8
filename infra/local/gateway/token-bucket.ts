/**
 * API Gateway's throttle: a token bucket of `burst` tokens, refilled at `ratePerSecond`, full at
 * the start; a request takes one token or is refused (429 "Too Many Requests").
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    readonly burst: number,
    readonly ratePerSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  /** Takes a token if one is there (after refilling for the time gone by since the last call). */
  tryTake(now: number): boolean {
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.tokens = Math.min(this.burst, this.tokens + elapsed * this.ratePerSecond);
    this.last = Math.max(this.last, now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whole tokens left now, for tests and diagnostics. */
  available(now: number): number {
    const elapsed = Math.max(0, now - this.last) / 1000;
    return Math.floor(Math.min(this.burst, this.tokens + elapsed * this.ratePerSecond));
  }
}

/** One bucket per key (a key's bucket in one plan), created full on first use. */
export class TokenBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  /** Buckets whose clock stands still (local only, for tests): id → the time it stopped at. */
  private readonly held = new Map<string, number>();

  tryTake(id: string, limits: { burst: number; ratePerSecond: number }, now: number): boolean {
    const at = this.held.get(id) ?? now;
    let bucket = this.buckets.get(id);
    if (!bucket || bucket.burst !== limits.burst || bucket.ratePerSecond !== limits.ratePerSecond) {
      bucket = new TokenBucket(limits.burst, limits.ratePerSecond, at);
      this.buckets.set(id, bucket);
    }
    return bucket.tryTake(at);
  }

  /**
   * Stops the bucket's clock at `now` (true) or lets it run again (false): while held it does not
   * refill, so a test sees exactly its burst pass however slowly its calls arrive.
   */
  hold(id: string, held: boolean, now: number): void {
    if (held) this.held.set(id, this.held.get(id) ?? now);
    else this.held.delete(id);
  }

  forget(id: string): void {
    this.buckets.delete(id);
  }
}
