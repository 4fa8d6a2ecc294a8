import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { applicationNameTakenMessage } from '../../shared/schemas/application-schema';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure, unlessConditionFails } from '../data/update-expression';
import { Conflict, NotFound } from '../lib/errors';
import {
  applicationIndexKeys,
  applicationKey,
  applicationPrefix,
  applicationSk,
  nameLockKey,
  ownerPk,
} from './application-keys';
import type {
  ApplicationRecord,
  CertificateRecord,
  ClientCredentialsRecord,
  SubscriptionRecord,
} from './application-record';

const table = () => tableName('applications');
export const applicationNotFoundMessage = 'Application not found';

type Item = Record<string, unknown>;

/** An item as its record: without the table's and the indexes' key attributes. */
export function withoutKeys<T>(item: Item): T {
  const { pk: _pk, sk: _sk, appsPk: _ap, appsSk: _as, subPk: _sp, subSk: _ss, ...rest } = item;
  return rest as T;
}

async function queryOwner(owner: string, skPrefix: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': ownerPk(owner), ':sk': skPrefix },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

export interface ApplicationWithSubscriptions {
  application: ApplicationRecord;
  subscriptions: SubscriptionRecord[];
  clientCredentials?: ClientCredentialsRecord;
  certificates: CertificateRecord[];
}

type ApplicationPart = SubscriptionRecord | ClientCredentialsRecord | CertificateRecord;

function group(items: Item[]): ApplicationWithSubscriptions[] {
  const byId = new Map<string, ApplicationWithSubscriptions>();
  const parts: ApplicationPart[] = [];
  for (const item of items) {
    if (item.kind === 'application') {
      const application = withoutKeys<ApplicationRecord>(item);
      byId.set(application.applicationId, { application, subscriptions: [], certificates: [] });
    } else if (['subscription', 'client', 'certificate'].includes(String(item.kind))) {
      parts.push(withoutKeys<ApplicationPart>(item));
    }
  }
  for (const part of parts) {
    const entry = byId.get(part.applicationId);
    if (!entry) continue;
    if (part.kind === 'subscription') entry.subscriptions.push(part);
    else if (part.kind === 'client') entry.clientCredentials = part;
    else entry.certificates.push(part);
  }
  return [...byId.values()];
}

/** The owner's applications with their subscriptions: one Query on the owner's partition. */
export async function listApplications(owner: string): Promise<ApplicationWithSubscriptions[]> {
  return group(await queryOwner(owner, applicationPrefix));
}

/** One of the owner's applications; NotFound when the owner has none of that id. */
export async function getApplication(
  owner: string,
  applicationId: string,
): Promise<ApplicationWithSubscriptions> {
  // The id is a fixed-length UUID, so this prefix matches that application's items only.
  const found = group(await queryOwner(owner, applicationSk(applicationId)))[0];
  if (!found) throw new NotFound(applicationNotFoundMessage);
  return found;
}

/** The owner's application of that name (any case); NotFound without one. */
export async function getApplicationByName(
  owner: string,
  applicationName: string,
): Promise<ApplicationRecord> {
  const lock = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: nameLockKey(owner, applicationName),
      ConsistentRead: true,
    }),
  );
  const applicationId = lock.Item?.applicationId;
  if (typeof applicationId !== 'string') throw new NotFound(applicationNotFoundMessage);
  return (await getApplication(owner, applicationId)).application;
}

/**
 * Writes the application with its name lock in one transaction: a name the owner already uses
 * (any case) refuses both, so of simultaneous creates of one name exactly one wins.
 */
export async function createApplication(record: ApplicationRecord): Promise<void> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: {
                ...nameLockKey(record.owner, record.applicationName),
                applicationId: record.applicationId,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: table(),
              Item: {
                ...applicationKey(record.owner, record.applicationId),
                ...applicationIndexKeys(record.createdAt, record.applicationId),
                ...record,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict(applicationNameTakenMessage);
    throw error;
  }
}

/**
 * Marks the application as being deleted: from then on no subscription can be added to it
 * (putSubscription's condition), so the subscriptions listed after this are all there will be.
 */
export async function markDeleting(
  record: ApplicationRecord,
  now: Date = new Date(),
): Promise<void> {
  const marked = await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: applicationKey(record.owner, record.applicationId),
        UpdateExpression: 'SET deletingSince = if_not_exists(deletingSince, :now)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    ),
  );
  if (!marked) throw new NotFound(applicationNotFoundMessage);
}

/** Removes the application and frees its name; its subscriptions must be gone already. */
export async function deleteApplicationRecord(record: ApplicationRecord): Promise<void> {
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: table(), Key: applicationKey(record.owner, record.applicationId) } },
        {
          Delete: {
            TableName: table(),
            Key: nameLockKey(record.owner, record.applicationName),
            // Only this application's lock: a later application may have taken the name.
            ConditionExpression: 'applicationId = :id',
            ExpressionAttributeValues: { ':id': record.applicationId },
          },
        },
      ],
    }),
  );
}
