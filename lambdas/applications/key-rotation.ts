import { Conflict } from '../lib/errors';
import { logger } from '../lib/logger';
import type { SubscriptionRecord } from './application-record';
import { createKeyInPlan, removeKey } from './plan-keys';
import {
  deleteRotationMarker,
  expiredRotations,
  forgetRotation,
  recordRotation,
  rotationInProgressMessage,
} from './rotation-repository';
import { keyHintOf } from './to-items';

/**
 * Rotation: a new key in the subscription's plan at once; the old one stays in its plan until
 * `now + overlapHours`, then the sweeper removes it. One previous key at a time: rotating again
 * within the window is refused (409), so a key is never cut off before its announced expiry.
 */
export async function rotateSubscriptionKey(
  record: SubscriptionRecord,
  overlapHours: number,
  now: Date = new Date(),
): Promise<SubscriptionRecord> {
  if (record.previousKey)
    throw new Conflict(rotationInProgressMessage(record.previousKey.expiresAt));
  const created = await createKeyInPlan(
    {
      owner: record.owner,
      applicationId: record.applicationId,
      applicationName: record.applicationName,
      service: record.service,
      stage: record.stage,
    },
    record.usagePlanId,
  );
  const expiresAt = new Date(now.getTime() + overlapHours * 3_600_000).toISOString();
  try {
    return await recordRotation(
      record,
      { apiKeyId: created.apiKeyId, keyHint: keyHintOf(created.value) },
      { apiKeyId: record.apiKeyId, usagePlanId: record.usagePlanId, expiresAt },
    );
  } catch (error) {
    // Not recorded: the new key goes, the old one stays current.
    try {
      await removeKey(created.apiKeyId, record.usagePlanId);
    } catch (undoError) {
      logger.error('Could not remove the key of a rotation not recorded', {
        apiKeyId: created.apiKeyId,
        error: undoError instanceof Error ? undoError.name : String(undoError),
      });
    }
    throw error;
  }
}

/** An ended subscription's previous key goes with it (the record goes after this). */
export async function removePreviousKey(record: SubscriptionRecord): Promise<void> {
  if (!record.previousKey) return;
  await removeKey(record.previousKey.apiKeyId, record.previousKey.usagePlanId);
  await deleteRotationMarker(record.previousKey);
}

/** How many days of markers the sweeper reads: it catches up after this long an outage. */
export const sweepLookbackDays = 7;

/**
 * Removes every previous key expired by `now`: out of its plan, deleted, then the subscription's
 * field and the marker cleared. Each step tolerates a retry; one key's failure does not stop the
 * others (it is tried again on the next run). Returns the ids removed.
 */
export async function sweepExpiredKeys(now: Date = new Date()): Promise<string[]> {
  const removed: string[] = [];
  for (const marker of await expiredRotations(now, sweepLookbackDays)) {
    try {
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
