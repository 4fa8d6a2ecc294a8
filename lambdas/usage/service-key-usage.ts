import type { UsageDay } from '../../shared/api/usage-schemas';
import type { Service, UsagePlanRef } from '../../shared/domain/catalogue';
import { logger } from '../lib/logger';
import { planKeySubscriptions } from './plan-key-subscriptions';
import { mapLimited, readPlanUsage, totalCalls } from './usage-reader';

/** One key's calls per day in one usage plan, counted for the key's own service. */
export interface ServiceKeyDays {
  service: string;
  plan: UsagePlanRef;
  keyId: string;
  days: UsageDay[];
}

/** What the reader needs of a catalogue service. */
export type ServicePlans = Pick<Service, 'service' | 'usagePlans'>;

interface PlanHolders {
  plan: UsagePlanRef;
  /** The services whose catalogue record lists the plan. */
  services: Set<string>;
}

/** Each plan id once, with every service that lists it (8 plans per service, or 8 shared). */
function distinctPlans(services: readonly ServicePlans[]): PlanHolders[] {
  const byId = new Map<string, PlanHolders>();
  for (const { service, usagePlans } of services) {
    for (const plan of usagePlans) {
      const holders = byId.get(plan.id) ?? { plan, services: new Set<string>() };
      holders.services.add(service);
      byId.set(plan.id, holders);
    }
  }
  return [...byId.values()];
}

/**
 * Whose are a plan's keys. A plan one service lists meters only that service's API stages, so
 * its keys are that service's, with no further call. A plan several services share (one per
 * product stage and tier for the whole deployment) names its keys with GetUsagePlanKeys: one
 * call per 500 keys of the plan, the same bound as GetUsage's own pages. That is the cheapest
 * bounded way: the keys' tags need GetApiKeys over every key of the account (other
 * deployments' too), and the subscription records a Query per partner. A key whose name gives
 * no service that lists the plan, or another stage than the plan's, is counted for no service.
 */
async function keysOf(
  { plan, services }: PlanHolders,
  usage: Map<string, UsageDay[]>,
): Promise<ServiceKeyDays[]> {
  const [sole] = services;
  if (services.size === 1 && sole !== undefined) {
    return [...usage].map(([keyId, days]) => ({ service: sole, plan, keyId, days }));
  }
  const named = await planKeySubscriptions(plan.id);
  const rows: ServiceKeyDays[] = [];
  let uncounted = 0;
  for (const [keyId, days] of usage) {
    const owner = named.get(keyId);
    if (owner && owner.stage === plan.stage && services.has(owner.service)) {
      rows.push({ service: owner.service, plan, keyId, days });
    } else {
      uncounted += 1;
    }
  }
  if (uncounted > 0) {
    logger.warn('Usage plan keys of no catalogue service are not counted', {
      usagePlanId: plan.id,
      uncounted,
    });
  }
  return rows;
}

/**
 * Calls per day of every key of the services' usage plans over the range, each key's calls
 * counted for its own service: each distinct plan is read once (GetUsage answers every key of
 * the plan), `concurrency` plans at once (the control plane throttles bursts). A plan without
 * calls in the range costs its GetUsage and nothing more, and gives no rows.
 */
export async function readServiceKeyUsage(
  services: readonly ServicePlans[],
  from: string,
  to: string,
  concurrency: number,
): Promise<ServiceKeyDays[]> {
  const perPlan = await mapLimited(distinctPlans(services), concurrency, async (holders) => {
    const usage = await readPlanUsage(holders.plan.id, from, to);
    const called = [...usage.values()].some((days) => totalCalls(days) > 0);
    return called ? keysOf(holders, usage) : [];
  });
  return perPlan.flat();
}
