import { expect, inject } from 'vitest';
import type { UsagePlanLimits } from '../../shared/plans';

type Bucket = Pick<UsagePlanLimits, 'burst' | 'ratePerSecond'>;

export interface HeldBucketCalls {
  /** Answers below 300. */
  ok: number;
  /** Answers 429. */
  limited: number;
  /** The other answers' statuses. */
  others: number[];
  /** The first 429's body, parsed (undefined when there was none). */
  limitedBody: unknown;
}

/** Long enough for a bucket to refill from empty to full (a real wait: slower only fills more). */
export const waitForFullBucket = ({ burst, ratePerSecond }: Bucket): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.ceil((burst / ratePerSecond) * 1000) + 50));

/** Stops or restarts the clock of a key's token bucket in a plan (the local gateway's `_local/throttle`). */
export async function holdBucket(usagePlanId: string, keyId: string, held: boolean): Promise<void> {
  const response = await fetch(`${inject('cloud').urls.controlPlane}/_local/throttle`, {
    method: 'POST',
    body: JSON.stringify({ usagePlanId, keyId, held }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/**
 * Fires `count` simultaneous calls at a key whose bucket is full and whose clock is held, so it
 * cannot refill: exactly the burst pass and the rest are 429, however slowly the calls arrive.
 * No elapsed time enters the count, so a slow or busy machine changes nothing.
 */
export async function callsWithBucketHeld(
  call: () => Promise<Response>,
  { usagePlanId, keyId, bucket }: { usagePlanId: string; keyId: string; bucket: Bucket },
  count: number,
): Promise<HeldBucketCalls> {
  await waitForFullBucket(bucket);
  await holdBucket(usagePlanId, keyId, true);
  try {
    const answers = await Promise.all(
      Array.from({ length: count }, async () => {
        const response = await call();
        return { status: response.status, text: await response.text() };
      }),
    );
    const limited = answers.filter((a) => a.status === 429);
    return {
      ok: answers.filter((a) => a.status < 300).length,
      limited: limited.length,
      others: answers.map((a) => a.status).filter((s) => s >= 300 && s !== 429),
      limitedBody: limited[0] ? (JSON.parse(limited[0].text) as unknown) : undefined,
    };
  } finally {
    await holdBucket(usagePlanId, keyId, false);
  }
}
