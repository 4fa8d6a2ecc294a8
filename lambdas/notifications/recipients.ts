import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { subscriberIndex, subscriberIndexPk } from '../applications/application-keys';
import { directoryPk, normaliseEmail, userIndexes } from '../users/user-keys';

type Item = Record<string, unknown>;

async function queryAll(input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const out = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * The e-mails of everyone subscribed to a service (any application, any stage), each once:
 * one Query of the applications table's sparse `bySubscriber` index.
 */
export async function subscribersOf(service: string): Promise<string[]> {
  const items = await queryAll({
    TableName: tableName('applications'),
    IndexName: subscriberIndex,
    KeyConditionExpression: 'subPk = :pk',
    ExpressionAttributeValues: { ':pk': subscriberIndexPk(service) },
    ProjectionExpression: '#owner',
    ExpressionAttributeNames: { '#owner': 'owner' },
  });
  const emails = items
    .map((item) => item.owner)
    .filter((owner): owner is string => typeof owner === 'string')
    .map(normaliseEmail);
  return [...new Set(emails)].sort();
}

/** Every account's e-mail, from the users table's `byDirectory` index (a Query, not a Scan). */
export async function everyUserEmail(): Promise<string[]> {
  const items = await queryAll({
    TableName: tableName('users'),
    IndexName: userIndexes.directory,
    KeyConditionExpression: 'dirPk = :pk',
    ExpressionAttributeValues: { ':pk': directoryPk },
    ProjectionExpression: 'dirSk',
  });
  return items
    .map((item) => item.dirSk)
    .filter((email): email is string => typeof email === 'string');
}

/**
 * The e-mails of the admins who can act now: every account whose record holds the admin role
 * (accountStatus `admin`, or a locked admin's status before the lock, as holdsAdmin reads it)
 * and is active. A Query of `byDirectory` filtered on the record, not a Scan: the role is read
 * from each account as it is now, so a role granted or removed a moment ago counts.
 */
export async function everyAdminEmail(): Promise<string[]> {
  const items = await queryAll({
    TableName: tableName('users'),
    IndexName: userIndexes.directory,
    KeyConditionExpression: 'dirPk = :pk',
    FilterExpression:
      'userStatus = :active AND (accountStatus = :admin OR (accountStatus = :locked AND statusBeforeLock = :admin))',
    ExpressionAttributeValues: {
      ':pk': directoryPk,
      ':active': 'active',
      ':admin': 'admin',
      ':locked': 'locked',
    },
    ProjectionExpression: 'dirSk',
  });
  return items
    .map((item) => item.dirSk)
    .filter((email): email is string => typeof email === 'string');
}

/** How many accounts there are (a counting Query of `byDirectory`). */
export async function countEveryUser(): Promise<number> {
  let count = 0;
  let start: Item | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName('users'),
        IndexName: userIndexes.directory,
        KeyConditionExpression: 'dirPk = :pk',
        ExpressionAttributeValues: { ':pk': directoryPk },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
}
