import type { SubscribeBody } from '../../shared/api/applications-operations';
import type { PlanTier, ProductStage } from '../../shared/plans';
import type { Caller } from '../lib/caller';
import { Conflict, Forbidden, NotFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { getApplicationByName } from './application-repository';
import {
  alreadySubscribedMessage,
  deleteSubscription,
  getSubscription,
  markSubscriptionEnding,
  putSubscription,
  subscriptionNowIs,
  updateSubscriptionPlan,
} from './subscription-repository';
import type { SubscriptionRecord } from './application-record';
import { assertMaySubscribe } from './category-access';
import { removePreviousKey } from './key-rotation';
import { createKeyInPlan, moveKey, removeKey, removeKeyFromPlan } from './plan-keys';
import { claimPlanChange, releasePlanChange } from './plan-change-claim';
import { isPublished } from '../catalogue/service-item';
import { findCategoryService, offeredPlan } from './service-plans';
import { keyHintOf } from './to-items';
import { withinQuota } from '../lib/quota-refusals';
import { businessMetrics, countEvent } from '../lib/observability/metrics';

/** Self-service subscriptions are on the sandbox; prod keys come from approved requests. */
const selfServiceStage: ProductStage = 'sandbox';

/** Runs an undo while a failure is reported: the undo's own failure is logged, not thrown. */
async function undo(what: string, action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    logger.error(`Could not undo: ${what}`, {
      error: error instanceof Error ? error.name : String(error),
    });
  }
}

/**
 * A subscription with its own key in the service's plan. The key is made first, then recorded
 * with a condition (one subscription per application, service and stage); any failure after
 * CreateApiKey removes the key (unless the record was written and only its answer lost), so no
 * key is left without its record nor a record without its key.
 */
export async function subscribeApplication(
  caller: Caller,
  body: SubscribeBody & { usagePlan: PlanTier },
  now: Date = new Date(),
): Promise<SubscriptionRecord> {
  const application = await getApplicationByName(caller.email, body.applicationName);
  const { category, service } = await findCategoryService(body.category, body.service);
  // An unpublished service is out of the catalogue: no new subscriptions to it.
  if (!isPublished(service)) throw new NotFound('Service not found');
  await assertMaySubscribe(caller, category);
  const plan = offeredPlan(service, selfServiceStage, body.usagePlan);
  const subscribed = await getSubscription(
    caller.email,
    application.applicationId,
    service.service,
    selfServiceStage,
  );
  // Checked early so the usual repeat costs no key; the conditional write below decides races.
  if (subscribed) throw new Conflict(alreadySubscribedMessage(service.service, selfServiceStage));

  const key = await withinQuota('apiKeys', () =>
    createKeyInPlan(
      {
        owner: caller.email,
        applicationId: application.applicationId,
        applicationName: application.applicationName,
        service: service.service,
        stage: selfServiceStage,
      },
      plan.id,
    ),
  );
  const record: SubscriptionRecord = {
    kind: 'subscription',
    applicationId: application.applicationId,
    applicationName: application.applicationName,
    owner: caller.email,
    category: category.name,
    service: service.service,
    apiName: service.apiName,
    apiId: service.apiId,
    stage: selfServiceStage,
    tier: plan.tier,
    usagePlanId: plan.id,
    usagePlanName: plan.name,
    apiKeyId: key.apiKeyId,
    keyHint: keyHintOf(key.value),
    createdAt: now.toISOString(),
  };
  try {
    await putSubscription(record);
  } catch (error) {
    if (await subscriptionNowIs(record, (current) => current.apiKeyId === key.apiKeyId)) {
      countEvent(businessMetrics.subscriptionCreated);
      return record;
    }
    await undo(`key ${key.apiKeyId} of a subscription not recorded`, () =>
      removeKey(key.apiKeyId, plan.id),
    );
    throw error;
  }
  countEvent(businessMetrics.subscriptionCreated);
  return record;
}

/**
 * The caller's subscription; a subscription being ended (an unsubscribe that failed half-way)
 * is not found, unless `ending` asks for it (only an unsubscribe, to finish).
 */
export async function findSubscription(
  owner: string,
  applicationId: string,
  service: string,
  stage: ProductStage,
  { ending = false }: { ending?: boolean } = {},
): Promise<SubscriptionRecord> {
  const record = await getSubscription(owner, applicationId, service, stage);
  if (!record || (record.endingSince && !ending)) throw new NotFound('Subscription not found');
  return record;
}

/**
 * The record is marked as ending, then the key (and a rotated key still in its window) leaves
 * its plan and is deleted, then the record goes (a retry finds the rest).
 */
export async function endSubscription(found: SubscriptionRecord): Promise<void> {
  const record = await markSubscriptionEnding(found);
  await removePreviousKey(record);
  await removeKey(record.apiKeyId, record.usagePlanId);
  await deleteSubscription(record);
}

/**
 * The same key moves to the service's plan of another tier; the record follows. The change
 * claims the subscription first (plan-change-claim.ts): a change made meanwhile is refused with
 * a Conflict and touches nothing.
 */
export async function changeSubscriptionPlan(
  record: SubscriptionRecord,
  tier: PlanTier,
  now: Date = new Date(),
): Promise<SubscriptionRecord> {
  if (record.stage !== selfServiceStage) {
    throw new Forbidden('A production plan changes through a production access request');
  }
  if (record.tier === tier) return record;
  const { service } = await findCategoryService(record.category, record.service);
  const plan = offeredPlan(service, record.stage, tier);
  const { claim, stale } = await claimPlanChange(record, plan.id, now);
  try {
    // A change that stopped half-way may have left the key in its target plan.
    if (stale && stale.toPlanId !== record.usagePlanId) {
      await removeKeyFromPlan(record.apiKeyId, stale.toPlanId);
    }
    await moveKey(record.apiKeyId, record.usagePlanId, plan.id);
  } catch (error) {
    await undo(`claim of a plan change of key ${record.apiKeyId}`, () =>
      releasePlanChange(record, claim),
    );
    throw error;
  }
  try {
    return await updateSubscriptionPlan(
      record,
      { tier: plan.tier, usagePlanId: plan.id, usagePlanName: plan.name },
      claim.id,
    );
  } catch (error) {
    if (await subscriptionNowIs(record, (current) => current.usagePlanId === plan.id)) {
      return { ...record, tier: plan.tier, usagePlanId: plan.id, usagePlanName: plan.name };
    }
    await undo(`plan change of key ${record.apiKeyId}`, () =>
      moveKey(record.apiKeyId, plan.id, record.usagePlanId),
    );
    await undo(`claim of a plan change of key ${record.apiKeyId}`, () =>
      releasePlanChange(record, claim),
    );
    throw error;
  }
}
