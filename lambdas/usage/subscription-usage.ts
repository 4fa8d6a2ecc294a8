import type { SubscriptionUsage, UsageResponse } from '../../shared/api/usage-schemas';
import { usagePlans } from '../../shared/plans';
import {
  getApplication,
  listApplications,
  type ApplicationWithSubscriptions,
} from '../applications/application-repository';
import type { SubscriptionRecord } from '../applications/application-record';
import { mapLimited, readKeyUsage, totalCalls, utcDate } from './usage-reader';

/** At most this many GetUsage calls at once. */
const concurrency = 4;

async function usageOf(
  subscription: SubscriptionRecord,
  from: string,
  to: string,
): Promise<SubscriptionUsage> {
  const read = await readKeyUsage(subscription.usagePlanId, subscription.apiKeyId, from, to);
  const plan = usagePlans[subscription.tier];
  // What API Gateway enforces: after a rotation the key's remaining carries the previous key's
  // calls of the month, which its own days do not show.
  const remaining = Math.max(0, read.remaining ?? plan.quotaPerMonth - totalCalls(read.days));
  return {
    applicationId: subscription.applicationId,
    applicationName: subscription.applicationName,
    service: subscription.service,
    apiName: subscription.apiName,
    stage: subscription.stage,
    tier: subscription.tier,
    apiKeyId: subscription.apiKeyId,
    days: read.days,
    used: Math.max(0, plan.quotaPerMonth - remaining),
    remaining,
    quota: plan.quotaPerMonth,
    rate: plan.ratePerSecond,
    burst: plan.burst,
  };
}

/**
 * This month's usage (UTC, the 1st to today) of each subscription of the owner's applications,
 * or of one of them: the current key's calls per day in its plan, and the plan's limits.
 */
export async function monthUsage(
  owner: string,
  applicationId: string | undefined,
  now: Date = new Date(),
): Promise<UsageResponse> {
  const to = utcDate(now);
  const from = `${to.slice(0, 7)}-01`;
  const applications: ApplicationWithSubscriptions[] = applicationId
    ? [await getApplication(owner, applicationId)]
    : await listApplications(owner);
  const subscriptions = applications
    .flatMap((a) => a.subscriptions)
    .sort(
      (a, b) =>
        a.applicationName.localeCompare(b.applicationName) ||
        a.service.localeCompare(b.service) ||
        a.stage.localeCompare(b.stage),
    );
  return {
    from,
    to,
    subscriptions: await mapLimited(subscriptions, concurrency, (s) => usageOf(s, from, to)),
  };
}
