import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { isConditionFailure, unlessConditionFails } from '../data/update-expression';
import { Conflict } from '../lib/errors';
import { subscriptionKey } from './application-keys';
import type { PlanChangeClaim, SubscriptionRecord } from './application-record';

/**
 * One plan change at a time per subscription, as one rotation at a time: a change first claims
 * the subscription with a conditional write, so a second change made meanwhile is refused (409)
 * before it touches API Gateway, where two moves of one key would put it in two plans of one API
 * stage (refused by API Gateway, and half-undone). The claim is written on the record the change
 * read (same plan, same key); the write of the new plan clears it.
 */
const table = () => tableName('applications');

/** A claim outlives the function that took it (10 s timeout) before another change may take it over. */
export const planChangeLeaseMs = 60_000;

export const planChangeConflictMessage =
  'The subscription changed meanwhile; reload and change the plan again';

const keyOf = (record: SubscriptionRecord) =>
  subscriptionKey(record.owner, record.applicationId, record.service, record.stage);

/**
 * Claims the subscription for a move of its key to `toPlanId`. Answers the claim, and the claim
 * of a change that stopped half-way (its lease over) when this one takes it over: its key may
 * already be in that change's target plan. Conflict if another change holds the subscription or
 * the record changed since it was read.
 */
export async function claimPlanChange(
  record: SubscriptionRecord,
  toPlanId: string,
  now: Date = new Date(),
): Promise<{ claim: PlanChangeClaim; stale?: PlanChangeClaim }> {
  const claim: PlanChangeClaim = {
    id: randomUUID(),
    toPlanId,
    leaseUntil: now.getTime() + planChangeLeaseMs,
  };
  const write = (held: string) =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keyOf(record),
        UpdateExpression: 'SET planChange = :claim',
        ConditionExpression: `usagePlanId = :from AND apiKeyId = :key AND attribute_not_exists(endingSince) AND ${held}`,
        ExpressionAttributeValues: {
          ':claim': claim,
          ':from': record.usagePlanId,
          ':key': record.apiKeyId,
          ...(held.includes(':now') && { ':now': now.getTime() }),
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
  if (await unlessConditionFails(() => write('attribute_not_exists(planChange)'))) return { claim };
  try {
    const old = await write('planChange.leaseUntil < :now');
    const stale = (old.Attributes as Partial<SubscriptionRecord> | undefined)?.planChange;
    return { claim, ...(stale && { stale }) };
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict(planChangeConflictMessage);
    throw error;
  }
}

/** Lets the claim go after a change that did not complete (only this change's own claim). */
export async function releasePlanChange(
  record: SubscriptionRecord,
  claim: PlanChangeClaim,
): Promise<void> {
  await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keyOf(record),
        UpdateExpression: 'REMOVE planChange',
        ConditionExpression: 'planChange.id = :claim',
        ExpressionAttributeValues: { ':claim': claim.id },
      }),
    ),
  );
}
