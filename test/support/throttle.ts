import type { UsagePlanLimits } from '../../shared/plans';

type Bucket = Pick<UsagePlanLimits, 'burst' | 'ratePerSecond'>;

export interface CallsPastTheBucket {
  sent: number;
  /** Answers below 300. */
  ok: number;
  /** Answers 429; the others are neither. */
  limited: number;
  /** The most calls the bucket could have let through in `seconds`. */
  allowed: number;
  /** From the first call sent to the last answer read. */
  seconds: number;
  /** The first 429's body, parsed (undefined when there was none). */
  limitedBody: unknown;
}

/**
 * The most calls a token bucket, full at the start, can let through in `seconds`: its burst plus
 * what refilled, plus one for the clock's millisecond rounding. Measured by the caller, around
 * every call, so a slow machine only makes it larger: it holds whatever the machine's speed.
 */
export const bucketAllows = ({ burst, ratePerSecond }: Bucket, seconds: number): number =>
  Math.ceil(burst + ratePerSecond * seconds) + 1;

/** Long enough for a bucket to refill from empty to full. */
export const waitForFullBucket = ({ burst, ratePerSecond }: Bucket): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.ceil((burst / ratePerSecond) * 1000) + 50));

/**
 * Fires waves of `wave` simultaneous calls until more were sent than the bucket can allow in the
 * time they took (`bucketAllows`), so at least one must have been refused. No wall-clock bound:
 * on a slow machine it sends more. It gives up only if after `maxSeconds` the calls still came
 * slower than the bucket refills (then no count could prove the throttle), and says so.
 */
export async function callPastTheBucket(
  call: () => Promise<Response>,
  bucket: Bucket,
  { wave = 3 * bucket.burst, maxSeconds = 30 } = {},
): Promise<CallsPastTheBucket> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  let sent = 0;
  let ok = 0;
  let limited = 0;
  let limitedBody: unknown;
  let elapsed = 0;
  while (sent <= bucketAllows(bucket, elapsed)) {
    if (elapsed > maxSeconds) {
      throw new Error(
        `${sent} calls in ${elapsed} s came slower than the bucket's ${bucket.ratePerSecond} a second refills: no count can prove a 429 on this machine`,
      );
    }
    const answers = await Promise.all(
      Array.from({ length: wave }, async () => {
        const response = await call();
        return { status: response.status, text: await response.text() };
      }),
    );
    sent += wave;
    for (const { status, text } of answers) {
      if (status < 300) ok += 1;
      if (status !== 429) continue;
      limited += 1;
      limitedBody ??= JSON.parse(text) as unknown;
    }
    elapsed = seconds();
  }
  return {
    sent,
    ok,
    limited,
    allowed: bucketAllows(bucket, elapsed),
    seconds: elapsed,
    limitedBody,
  };
}
