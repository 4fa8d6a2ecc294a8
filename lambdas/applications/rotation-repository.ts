import {
  DeleteCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure, unlessConditionFails } from '../data/update-expression';
import { Conflict } from '../lib/errors';
import { subscriptionKey } from './application-keys';
import type { PreviousKey, SubscriptionRecord } from './application-record';

/**
 * Rotated keys waiting for removal, found without a Scan: a marker item per previous key in the
 * partition `ROTATION#<UTC day of expiry>`, sort key `<expiresAt>#<apiKeyId>`. The sweeper
 * queries a few day partitions up to now; the marker is written in the same transaction as the
 * subscription's `previousKey`, so neither exists without the other. (A sparse GSI would need
 * the same day bucketing to be queried by time, plus an index to pay for and wait on.)
 */
const table = () => tableName('applications');
/** The marker of anything that expires at `expiresAt`, named by its id (a key's, a secret's). */
export const markerKey = (expiresAt: string, id: string) => ({
  pk: `ROTATION#${expiresAt.slice(0, 10)}`,
  sk: `${expiresAt}#${id}`,
});
const rotationKey = (previous: Pick<PreviousKey, 'apiKeyId' | 'expiresAt'>) =>
  markerKey(previous.expiresAt, previous.apiKeyId);

/** What the sweeper needs to remove a previous key and clear its subscription's field. */
export interface RotationMarker extends PreviousKey {
  owner: string;
  applicationId: string;
  service: string;
  stage: SubscriptionRecord['stage'];
}

export const rotationInProgressMessage = (expiresAt: string) =>
  `The previous key still works until ${expiresAt}; rotate again after it is removed`;

/**
 * The subscription now names the new key and keeps the old one as `previousKey`, with its
 * marker. Refused (Conflict) if the key changed meanwhile or a previous key is still there.
 */
export async function recordRotation(
  record: SubscriptionRecord,
  next: { apiKeyId: string; keyHint: string },
  previous: PreviousKey,
): Promise<SubscriptionRecord> {
  const key = subscriptionKey(record.owner, record.applicationId, record.service, record.stage);
  const marker: RotationMarker = {
    ...previous,
    owner: record.owner,
    applicationId: record.applicationId,
    service: record.service,
    stage: record.stage,
  };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: key,
              UpdateExpression: 'SET apiKeyId = :new, keyHint = :hint, previousKey = :previous',
              ConditionExpression: 'apiKeyId = :old AND attribute_not_exists(previousKey)',
              ExpressionAttributeValues: {
                ':new': next.apiKeyId,
                ':hint': next.keyHint,
                ':previous': previous,
                ':old': record.apiKeyId,
              },
            },
          },
          {
            Put: {
              TableName: table(),
              Item: { ...rotationKey(previous), kind: 'rotation', ...marker },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new Conflict('The subscription changed meanwhile; reload and rotate again');
    }
    throw error;
  }
  return { ...record, apiKeyId: next.apiKeyId, keyHint: next.keyHint, previousKey: previous };
}

/**
 * Markers expired by `now`, from the day partitions of the last `days` days: previous keys
 * (`kind` 'rotation') and previous client secrets ('secret-rotation'), each for its sweeper.
 */
export async function expiredMarkers(now: Date, days: number): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const day = new Date(now.getTime() - back * 86_400_000).toISOString();
    let start: Record<string, unknown> | undefined;
    do {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: table(),
          // '#~' sorts after '#<any key id>': a key expiring exactly now is included.
          KeyConditionExpression: 'pk = :pk AND sk <= :now',
          ExpressionAttributeValues: {
            ':pk': markerKey(day, '').pk,
            ':now': `${now.toISOString()}#~`,
          },
          ExclusiveStartKey: start,
        }),
      );
      found.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
  }
  return found;
}

/** The previous keys among expired markers. */
export function keyRotations(markers: readonly Record<string, unknown>[]): RotationMarker[] {
  return markers.filter((item) => item.kind === 'rotation') as unknown as RotationMarker[];
}

/** Clears the subscription's `previousKey` (if still this key), then drops the marker. */
export async function forgetRotation(marker: RotationMarker): Promise<void> {
  await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: subscriptionKey(marker.owner, marker.applicationId, marker.service, marker.stage),
        UpdateExpression: 'REMOVE previousKey',
        ConditionExpression: 'previousKey.apiKeyId = :key',
        ExpressionAttributeValues: { ':key': marker.apiKeyId },
      }),
    ),
  );
  await deleteRotationMarker(marker);
}

/** Notes on the marker that the window's calls were charged, so a retry does not charge twice. */
export async function markCharged(marker: RotationMarker): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: rotationKey(marker),
      UpdateExpression: 'SET charged = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

export async function deleteRotationMarker(
  previous: Pick<PreviousKey, 'apiKeyId' | 'expiresAt'>,
): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: rotationKey(previous) }));
}
