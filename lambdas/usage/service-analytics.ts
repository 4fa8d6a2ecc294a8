import type { AnalyticsResponse, ServiceUsage } from '../../shared/api/usage-schemas';
import type { Service } from '../../shared/domain/catalogue';
import { listCategories, listServices } from '../catalogue/catalogue-repository';
import { mapLimited, readPlanUsage, sumDays, totalCalls } from './usage-reader';

/** At most this many GetUsage calls at once (about 8 plans a service). */
const concurrency = 4;

/** Every service of the catalogue once: a Query per category (a small, bounded set). */
async function allServices(): Promise<Service[]> {
  const categories = await listCategories();
  const lists = await Promise.all(categories.map((c) => listServices(c.name)));
  const bySlug = new Map<string, Service>();
  for (const service of lists.flat()) bySlug.set(service.service, service);
  return [...bySlug.values()].sort((a, b) => a.apiName.localeCompare(b.apiName));
}

async function usageOf(service: Service, from: string, to: string): Promise<ServiceUsage> {
  const plans = await mapLimited(service.usagePlans, concurrency, async (plan) => {
    const days = sumDays(from, to, (await readPlanUsage(plan.id, from, to)).values());
    return {
      stage: plan.stage,
      tier: plan.tier,
      usagePlanId: plan.id,
      days,
      calls: totalCalls(days),
    };
  });
  const days = sumDays(
    from,
    to,
    plans.map((p) => p.days),
  );
  return {
    service: service.service,
    apiName: service.apiName,
    days,
    calls: totalCalls(days),
    plans,
  };
}

/**
 * Calls per day of each service over a range: GetUsage of each of its usage plans returns every
 * key in the plan, so the sums count every subscription, past keys included while they lived.
 */
export async function serviceAnalytics(from: string, to: string): Promise<AnalyticsResponse> {
  const services = await allServices();
  const usage: ServiceUsage[] = [];
  // One service at a time, its plans `concurrency` at once: bounded control-plane load.
  for (const service of services) usage.push(await usageOf(service, from, to));
  return { from, to, services: usage };
}
