import {
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure, unlessConditionFails } from '../data/update-expression';
import { Conflict, NotFound } from '../lib/errors';
import { applicationKey, clientCredentialsKey } from './application-keys';
import type { ClientCredentialsRecord, PreviousSecret } from './application-record';
import { applicationNotFoundMessage } from './application-repository';
import { markerKey } from './rotation-repository';

/**
 * Client credentials records, and the markers of previous secrets waiting for removal: in the
 * `ROTATION#<day>` partitions beside the previous keys' (kind 'secret-rotation'), written in the
 * same transaction as the record's `previousSecret`, so the sweeper finds them without a Scan.
 */
const table = () => tableName('applications');

export const clientCredentialsExistMessage =
  'This application already has client credentials; rotate the secret to get a new one';
export const noClientCredentialsMessage = 'This application has no client credentials';
export const secretRotationInProgressMessage = (expiresAt: string) =>
  `The previous secret still works until ${expiresAt}; rotate again after it is removed`;

/** What the sweeper needs to delete a previous secret and clear the record's field. */
export interface SecretRotationMarker extends PreviousSecret {
  kind: 'secret-rotation';
  owner: string;
  applicationId: string;
  clientId: string;
}

type Item = Record<string, unknown>;

export async function getClientCredentials(
  owner: string,
  applicationId: string,
): Promise<ClientCredentialsRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: clientCredentialsKey(owner, applicationId),
      ConsistentRead: true,
    }),
  );
  if (!out.Item) return undefined;
  const { pk: _pk, sk: _sk, ...record } = out.Item;
  return record as ClientCredentialsRecord;
}

/**
 * Records new credentials if the application stands (not being deleted) and has none yet;
 * Conflict or NotFound otherwise (the caller then deletes the app client it made).
 */
export async function putClientCredentials(record: ClientCredentialsRecord): Promise<void> {
  const written = await unlessConditionFails(() =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: table(),
              Key: applicationKey(record.owner, record.applicationId),
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletingSince)',
            },
          },
          {
            Put: {
              TableName: table(),
              Item: { ...clientCredentialsKey(record.owner, record.applicationId), ...record },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    ),
  );
  if (written) return;
  if (await getClientCredentials(record.owner, record.applicationId)) {
    throw new Conflict(clientCredentialsExistMessage);
  }
  throw new NotFound(applicationNotFoundMessage);
}

export const credentialsChangedMessage =
  'The client credentials changed meanwhile; reload and rotate again';

/** The record now names the new secret and keeps the old one, with its marker. */
export async function recordSecretRotation(
  record: ClientCredentialsRecord,
  next: { secretId: string; createdAt: string },
  previous: PreviousSecret,
): Promise<ClientCredentialsRecord> {
  const marker: SecretRotationMarker = {
    kind: 'secret-rotation',
    ...previous,
    owner: record.owner,
    applicationId: record.applicationId,
    clientId: record.clientId,
  };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: clientCredentialsKey(record.owner, record.applicationId),
              UpdateExpression:
                'SET secretId = :new, secretCreatedAt = :at, previousSecret = :previous',
              ConditionExpression: 'secretId = :old AND attribute_not_exists(previousSecret)',
              ExpressionAttributeValues: {
                ':new': next.secretId,
                ':at': next.createdAt,
                ':previous': previous,
                ':old': record.secretId,
              },
            },
          },
          {
            Put: {
              TableName: table(),
              Item: { ...markerKey(previous.expiresAt, previous.secretId), ...marker },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new Conflict(credentialsChangedMessage);
    }
    throw error;
  }
  return {
    ...record,
    secretId: next.secretId,
    secretCreatedAt: next.createdAt,
    previousSecret: previous,
  };
}

/** The previous secrets among expired markers (`expiredMarkers`). */
export function secretRotations(markers: readonly Item[]): SecretRotationMarker[] {
  return markers.filter(
    (item) => item.kind === 'secret-rotation',
  ) as unknown as SecretRotationMarker[];
}

/** Clears the record's `previousSecret` (if still that secret), then drops the marker. */
export async function forgetSecretRotation(marker: SecretRotationMarker): Promise<void> {
  await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: clientCredentialsKey(marker.owner, marker.applicationId),
        UpdateExpression: 'REMOVE previousSecret',
        ConditionExpression: 'previousSecret.secretId = :secret',
        ExpressionAttributeValues: { ':secret': marker.secretId },
      }),
    ),
  );
  await deleteSecretMarker(marker);
}

export async function deleteSecretMarker(previous: PreviousSecret): Promise<void> {
  await dynamo().send(
    new DeleteCommand({
      TableName: table(),
      Key: markerKey(previous.expiresAt, previous.secretId),
    }),
  );
}

export async function deleteClientCredentialsRecord(
  record: ClientCredentialsRecord,
): Promise<void> {
  await dynamo().send(
    new DeleteCommand({
      TableName: table(),
      Key: clientCredentialsKey(record.owner, record.applicationId),
    }),
  );
}
