import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductionDecision } from '../../../shared/api/requests-production-operations';
import { subscriptionKey } from '../../applications/application-keys';
import { putSubscription } from '../../applications/subscription-repository';
import type { SubscriptionRecord } from '../../applications/application-record';
import { createKeyInPlan, removeKey } from '../../applications/plan-keys';
import { withinQuota } from '../../lib/quota-refusals';
import { findCategoryService, offeredPlan } from '../../applications/service-plans';
import { keyHintOf } from '../../applications/to-items';
import { auditPartition, toAuditRecord, type AuditEntry } from '../../audit/audit-entry';
import { dynamo } from '../../clients/dynamo-client';
import { tableName } from '../../data/table-name';
import { Conflict, NotFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { productionQueueSk } from './production-keys';
import { openStates, type ProductionRequestRecord } from './production-record';
import {
  getAnyRequest,
  setProdKey,
  transitionItems,
  writeTransition,
} from './production-repository';
import { productionNotFoundMessage } from './production-requests';
import { getUser } from '../../users/user-repository';

const nextState = { approve: 'Approved', reject: 'Rejected', inProgress: 'InProgress' } as const;

export const requesterDeactivatedMessage =
  "The requester's account is deactivated: activate it before approving";

const notOpen = (status: string) =>
  new Conflict(`This production request can no longer be decided: it is ${status}`);

function auditItem(entry: AuditEntry, now: Date) {
  const record = toAuditRecord(entry, now);
  const key = { pk: auditPartition(record.at), sk: `${record.at}#${record.entryId}` };
  return {
    key,
    put: {
      Put: {
        TableName: tableName('audit'),
        Item: { ...key, ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/** Runs an undo while a failure is reported: the undo's own failure is logged, not thrown. */
async function undo(what: string, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    logger.error(`Could not undo: ${what}`, {
      error: error instanceof Error ? error.name : String(error),
    });
  }
}

export interface DecisionInput {
  uniqueId: string;
  decision: ProductionDecision;
  admin: string;
  reason?: string;
  now?: Date;
}

/**
 * An admin's decision on an open request. The new state, its queue move and the audit entry are
 * one transaction on condition the request is still as read, so of two admins deciding at once
 * exactly one wins (the other: 409, nothing written). Approval then makes the application's prod
 * key under the requested plan and records it as a prod subscription; if that fails, the key is
 * removed and the approval (with its audit entry) undone, so no key is left without its record.
 */
export async function decideRequest(input: DecisionInput): Promise<ProductionRequestRecord> {
  const now = input.now ?? new Date();
  const seen = await getAnyRequest(input.uniqueId);
  if (!seen) throw new NotFound(productionNotFoundMessage);
  const state = nextState[input.decision];
  if (!openStates.includes(seen.status) || seen.status === state) throw notOpen(seen.status);
  const usage = seen.apiUsage[seen.service];
  if (!usage) throw new NotFound('Service not found');
  // Found before the approval is written, so a missing plan refuses it with nothing to undo.
  const service =
    state === 'Approved'
      ? (await findCategoryService(usage.category, seen.service)).service
      : undefined;
  const plan = service && offeredPlan(service, 'prod', usage.plan);
  // A deactivated partner's keys are suspended at the gateway; a new one must not bypass that.
  if (state === 'Approved' && (await getUser(seen.requester))?.userStatus === 'inactive') {
    throw new Conflict(requesterDeactivatedMessage);
  }

  const at = now.toISOString();
  const next: ProductionRequestRecord = {
    ...seen,
    status: state,
    admin: input.admin,
    lastUpdatedBy: input.admin,
    updatedAt: at,
    queueSk: productionQueueSk(at, seen.uniqueId),
    ...(input.reason ? { reason: input.reason } : {}),
  };
  if (!input.reason) delete next.reason;
  const audit = auditItem(
    {
      actor: input.admin,
      action: `production.${input.decision}`,
      target: `production:${seen.uniqueId}`,
      before: { status: seen.status },
      after: { status: state, ...(input.reason ? { reason: input.reason } : {}) },
    },
    now,
  );
  if (!(await writeTransition(seen, next, [audit.put]))) {
    const current = await getAnyRequest(seen.uniqueId);
    throw notOpen(current?.status ?? 'gone');
  }
  if (!plan || !service) return next;

  const revertApproval = () =>
    undo(`approval of production request ${seen.uniqueId}`, () =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            ...transitionItems(next, seen),
            { Delete: { TableName: tableName('audit'), Key: audit.key } },
          ],
        }),
      ),
    );
  let key;
  try {
    key = await withinQuota('apiKeys', () =>
      createKeyInPlan(
        {
          owner: seen.requester,
          applicationId: seen.applicationId,
          applicationName: seen.applicationName,
          service: seen.service,
          stage: 'prod',
        },
        plan.id,
      ),
    );
  } catch (error) {
    await revertApproval();
    throw error;
  }
  const subscription: SubscriptionRecord = {
    kind: 'subscription',
    applicationId: seen.applicationId,
    applicationName: seen.applicationName,
    owner: seen.requester,
    category: usage.category,
    service: seen.service,
    apiName: service.apiName,
    apiId: service.apiId,
    stage: 'prod',
    tier: plan.tier,
    usagePlanId: plan.id,
    usagePlanName: plan.name,
    apiKeyId: key.apiKeyId,
    keyHint: keyHintOf(key.value),
    createdAt: at,
  };
  const prodKey = { apiKeyId: key.apiKeyId, keyHint: subscription.keyHint };
  try {
    await putSubscription(subscription);
    await setProdKey(next, prodKey);
  } catch (error) {
    await undo(`prod key ${key.apiKeyId} of a request not recorded`, () =>
      removeKey(key.apiKeyId, plan.id),
    );
    await undo(`prod subscription of request ${seen.uniqueId}`, () =>
      dynamo().send(
        new DeleteCommand({
          TableName: tableName('applications'),
          Key: subscriptionKey(seen.requester, seen.applicationId, seen.service, 'prod'),
          ConditionExpression: 'apiKeyId = :key',
          ExpressionAttributeValues: { ':key': key.apiKeyId },
        }),
      ),
    );
    await revertApproval();
    throw error;
  }
  return { ...next, prodKey };
}
