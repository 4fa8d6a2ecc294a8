import { GetUsageCommand } from '@aws-sdk/client-api-gateway';
import { apiGateway } from '../clients/api-gateway-client';
import { utcDate } from '../usage/usage-reader';
import { getSubscription } from './subscription-repository';
import { remainingThisMonth, setRemaining } from './quota-carry-over';
import type { RotationMarker } from './rotation-repository';
import type { SubscriptionRecord } from './application-record';

/**
 * The old key's calls since its rotation that fall in this month (UTC), from GetUsage's
 * `[used, remaining]` per day: in the rotation's month, what it had left then minus what it
 * has left now; in a later month, all of this month's calls.
 */
async function windowCallsThisMonth(marker: RotationMarker, now: Date): Promise<number> {
  const today = utcDate(now);
  const out = await apiGateway().send(
    new GetUsageCommand({
      usagePlanId: marker.usagePlanId,
      keyId: marker.apiKeyId,
      startDate: `${today.slice(0, 7)}-01`,
      endDate: today,
    }),
  );
  const series = out.items?.[marker.apiKeyId] ?? [];
  if (series.length === 0) return 0;
  const sameMonth = (marker.rotatedAt ?? '').slice(0, 7) === today.slice(0, 7);
  if (sameMonth && marker.remainingAtRotation !== undefined) {
    const remainingNow = series[series.length - 1]?.[1] ?? marker.remainingAtRotation;
    return Math.max(0, marker.remainingAtRotation - remainingNow);
  }
  return series.reduce((sum, [used]) => sum + (used ?? 0), 0);
}

const sameMonth = (marker: RotationMarker, now: Date) =>
  (marker.rotatedAt ?? '').slice(0, 7) === utcDate(now).slice(0, 7);

/**
 * In the rotation's month the pair split what was left (`splitRemaining`): the new key gets
 * what the old one did not use of its share.
 */
async function giveOldKeysLeftover(
  marker: RotationMarker,
  subscription: SubscriptionRecord,
  now: Date,
): Promise<void> {
  const today = utcDate(now);
  const out = await apiGateway().send(
    new GetUsageCommand({
      usagePlanId: marker.usagePlanId,
      keyId: marker.apiKeyId,
      startDate: `${today.slice(0, 7)}-01`,
      endDate: today,
    }),
  );
  const series = out.items?.[marker.apiKeyId] ?? [];
  const leftover = series[series.length - 1]?.[1] ?? marker.oldKeyShare ?? 0;
  if (leftover <= 0) return;
  const remaining = await remainingThisMonth(
    subscription.usagePlanId,
    subscription.apiKeyId,
    subscription.tier,
    now,
  );
  await setRemaining(subscription.usagePlanId, subscription.apiKeyId, remaining + leftover);
}

/**
 * Takes the old key's calls during the overlap window off the subscription's current key, so
 * old and new key together never get more than one month's quota. Markers written before
 * rotations recorded what they carried over have nothing to charge.
 */
export async function chargeWindowCalls(marker: RotationMarker, now: Date): Promise<void> {
  if (marker.remainingAtRotation === undefined) return;
  const subscription = await getSubscription(
    marker.owner,
    marker.applicationId,
    marker.service,
    marker.stage,
  );
  if (!subscription || subscription.apiKeyId === marker.apiKeyId) return;
  if (marker.oldKeyShare !== undefined && sameMonth(marker, now)) {
    await giveOldKeysLeftover(marker, subscription, now);
    return;
  }
  const calls = await windowCallsThisMonth(marker, now);
  if (calls === 0) return;
  const remaining = await remainingThisMonth(
    subscription.usagePlanId,
    subscription.apiKeyId,
    subscription.tier,
    now,
  );
  await setRemaining(
    subscription.usagePlanId,
    subscription.apiKeyId,
    Math.max(0, remaining - calls),
  );
}
