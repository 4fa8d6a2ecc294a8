import { Conflict } from '../lib/errors';
import { logger } from '../lib/logger';
import type { SubscriptionRecord } from './application-record';
import { subscriptionNowIs } from './subscription-repository';
import { createKeyInPlan, removeKey } from './plan-keys';
import { remainingThisMonth, setRemaining, splitRemaining } from './quota-carry-over';
import {
  deleteRotationMarker,
  forgetRotation,
  keyRotations,
  markCharged,
  recordRotation,
  rotationInProgressMessage,
} from './rotation-repository';
import { keyHintOf } from './to-items';
import { withinQuota } from '../lib/quota-refusals';
import { chargeWindowCalls } from './window-charge';
import { businessMetrics, countEvent } from '../lib/observability/metrics';

/**
 * Rotation: a new key in the subscription's plan at once; the old one stays in its plan until
 * `now + overlapHours`, then the sweeper removes it. One previous key at a time: rotating again
 * within the window is refused (409), so a key is never cut off before its announced expiry.
 *
 * API Gateway counts the monthly quota per key, so what the old key has left this month is
 * split between the two (UpdateUsage on each, `splitRemaining`); else rotating would start a
 * fresh month, and two keys working at once would each have it all. When the sweeper removes
 * the old key, the new key gets what the old one did not use (`chargeWindowCalls`), so the pair
 * never gets more than one month's quota. Rate and burst are per key in API Gateway and cannot
 * be shared: the rotate dialog and docs/product-keys.md say so.
 */
export async function rotateSubscriptionKey(
  record: SubscriptionRecord,
  overlapHours: number,
  now: Date = new Date(),
): Promise<SubscriptionRecord> {
  if (record.previousKey)
    throw new Conflict(rotationInProgressMessage(record.previousKey.expiresAt));
  const remaining = await remainingThisMonth(record.usagePlanId, record.apiKeyId, record.tier, now);
  const created = await withinQuota('apiKeys', () =>
    createKeyInPlan(
      {
        owner: record.owner,
        applicationId: record.applicationId,
        applicationName: record.applicationName,
        service: record.service,
        stage: record.stage,
      },
      record.usagePlanId,
    ),
  );
  const expiresAt = new Date(now.getTime() + overlapHours * 3_600_000).toISOString();
  const share = splitRemaining(remaining);
  const undo = () => undoRotation(record, created.apiKeyId, remaining);
  try {
    await setRemaining(record.usagePlanId, created.apiKeyId, share.newKey);
    await setRemaining(record.usagePlanId, record.apiKeyId, share.oldKey);
  } catch (error) {
    await undo();
    throw error;
  }
  const next = { apiKeyId: created.apiKeyId, keyHint: keyHintOf(created.value) };
  const previous = {
    apiKeyId: record.apiKeyId,
    usagePlanId: record.usagePlanId,
    expiresAt,
    rotatedAt: now.toISOString(),
    remainingAtRotation: remaining,
    oldKeyShare: share.oldKey,
  };
  try {
    const rotated = await recordRotation(record, next, previous);
    countEvent(businessMetrics.keyRotated);
    return rotated;
  } catch (error) {
    // Written, only its answer lost: the new key is the subscription's now and must stay.
    if (await subscriptionNowIs(record, (current) => current.apiKeyId === next.apiKeyId)) {
      countEvent(businessMetrics.keyRotated);
      return { ...record, ...next, previousKey: previous };
    }
    await undo();
    throw error;
  }
}

/** A rotation that did not complete: the new key goes, the old one keeps all it had left. */
async function undoRotation(
  record: SubscriptionRecord,
  newKeyId: string,
  remaining: number,
): Promise<void> {
  await undoNewKey(newKeyId, record.usagePlanId);
  try {
    await setRemaining(record.usagePlanId, record.apiKeyId, remaining);
  } catch (undoError) {
    logger.error('Could not give the old key back its quota after a rotation not completed', {
      apiKeyId: record.apiKeyId,
      error: undoError instanceof Error ? undoError.name : String(undoError),
    });
  }
}

/** A rotation that did not complete: the new key goes, the old one stays current. */
async function undoNewKey(apiKeyId: string, usagePlanId: string): Promise<void> {
  try {
    await removeKey(apiKeyId, usagePlanId);
  } catch (undoError) {
    logger.error('Could not remove the key of a rotation not completed', {
      apiKeyId,
      error: undoError instanceof Error ? undoError.name : String(undoError),
    });
  }
}

/** An ended subscription's previous key goes with it (the record goes after this). */
export async function removePreviousKey(record: SubscriptionRecord): Promise<void> {
  if (!record.previousKey) return;
  await removeKey(record.previousKey.apiKeyId, record.previousKey.usagePlanId);
  await deleteRotationMarker(record.previousKey);
}

/**
 * Removes every previous key among the expired markers (`expiredMarkers`): out of its plan, deleted, then the subscription's
 * field and the marker cleared. Each step tolerates a retry; one key's failure does not stop the
 * others (it is tried again on the next run). Returns the ids removed.
 */
export async function sweepExpiredKeys(
  markers: readonly Record<string, unknown>[],
  now: Date = new Date(),
): Promise<string[]> {
  const removed: string[] = [];
  for (const marker of keyRotations(markers)) {
    try {
      if (!marker.charged && marker.remainingAtRotation !== undefined) {
        await chargeWindowCalls(marker, now);
        await markCharged(marker);
      }
      await removeKey(marker.apiKeyId, marker.usagePlanId);
      await forgetRotation(marker);
      removed.push(marker.apiKeyId);
    } catch (error) {
      logger.error('Could not remove an expired previous key', {
        apiKeyId: marker.apiKeyId,
        error: error instanceof Error ? error.name : String(error),
      });
    }
  }
  return removed;
}
