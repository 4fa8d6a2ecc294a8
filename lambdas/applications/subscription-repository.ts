import {
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { PlanTier, ProductStage } from '../../shared/plans';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { Conflict, NotFound } from '../lib/errors';
import { applicationKey, subscriberIndexKeys, subscriptionKey } from './application-keys';
import type { SubscriptionRecord } from './application-record';
import { applicationNotFoundMessage, withoutKeys } from './application-repository';

/** Subscription items of the applications table (one per application, service and stage). */
const table = () => tableName('applications');

export function alreadySubscribedMessage(service: string, stage: ProductStage): string {
  return `This application is already subscribed to ${service} (${stage})`;
}

/**
 * Records a subscription if the application still stands and has none for that service and
 * stage; Conflict or NotFound otherwise (the caller then undoes its API Gateway work).
 */
export async function putSubscription(record: SubscriptionRecord): Promise<void> {
  const key = subscriptionKey(record.owner, record.applicationId, record.service, record.stage);
  const written = await unlessConditionFails(() =>
    dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: table(),
              Key: applicationKey(record.owner, record.applicationId),
              // An application being deleted takes no new subscription (see markDeleting).
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletingSince)',
            },
          },
          {
            Put: {
              TableName: table(),
              Item: {
                ...key,
                ...subscriberIndexKeys(
                  record.service,
                  record.owner,
                  record.applicationId,
                  record.stage,
                ),
                ...record,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    ),
  );
  if (written) return;
  const existing = await getSubscription(
    record.owner,
    record.applicationId,
    record.service,
    record.stage,
  );
  if (existing) throw new Conflict(alreadySubscribedMessage(record.service, record.stage));
  throw new NotFound(applicationNotFoundMessage);
}

export async function getSubscription(
  owner: string,
  applicationId: string,
  service: string,
  stage: ProductStage,
): Promise<SubscriptionRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: subscriptionKey(owner, applicationId, service, stage),
      ConsistentRead: true,
    }),
  );
  return out.Item && withoutKeys<SubscriptionRecord>(out.Item);
}

/**
 * Whether the subscription now reads as `expected` says, asked after a write failed: a write
 * whose answer was lost (a timeout after DynamoDB applied it) must not be undone. False when
 * it cannot tell.
 */
export async function subscriptionNowIs(
  record: SubscriptionRecord,
  expected: (current: SubscriptionRecord) => boolean,
): Promise<boolean> {
  try {
    const current = await getSubscription(
      record.owner,
      record.applicationId,
      record.service,
      record.stage,
    );
    return current !== undefined && expected(current);
  } catch {
    return false;
  }
}

export async function deleteSubscription(record: SubscriptionRecord): Promise<void> {
  await dynamo().send(
    new DeleteCommand({
      TableName: table(),
      Key: subscriptionKey(record.owner, record.applicationId, record.service, record.stage),
    }),
  );
}

/** Records the subscription's new plan and lets the change's claim go; the key stays the same. */
export async function updateSubscriptionPlan(
  record: SubscriptionRecord,
  plan: { tier: PlanTier; usagePlanId: string; usagePlanName: string },
  claimId: string,
): Promise<SubscriptionRecord> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: subscriptionKey(record.owner, record.applicationId, record.service, record.stage),
      UpdateExpression:
        'SET tier = :tier, usagePlanId = :plan, usagePlanName = :name REMOVE planChange',
      ConditionExpression: 'apiKeyId = :key AND planChange.id = :claim',
      ExpressionAttributeValues: {
        ':tier': plan.tier,
        ':plan': plan.usagePlanId,
        ':name': plan.usagePlanName,
        ':key': record.apiKeyId,
        ':claim': claimId,
      },
    }),
  );
  const { planChange: _released, ...changed } = record;
  return { ...changed, ...plan };
}

/**
 * Marks a subscription as ending before its keys go: its keys and its record cannot go in one
 * step, so a record left by a failure says it is on its way out (key-invariants.ts allows it
 * to name keys already gone) until an unsubscribe made again finishes. Every other use of the
 * subscription takes it as gone (findSubscription). Returns the record as marked.
 */
export async function markSubscriptionEnding(
  record: SubscriptionRecord,
  now: Date = new Date(),
): Promise<SubscriptionRecord> {
  if (record.endingSince) return record;
  const endingSince = now.toISOString();
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('applications'),
      Key: subscriptionKey(record.owner, record.applicationId, record.service, record.stage),
      UpdateExpression: 'SET endingSince = if_not_exists(endingSince, :now)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': endingSince },
    }),
  );
  return { ...record, endingSince };
}
