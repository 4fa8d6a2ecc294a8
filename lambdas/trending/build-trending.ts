import { mapLimited, readPlanUsage, totalCalls } from '../usage/usage-reader';
import { allServicesByCategory } from './catalogue-services';
import { rankServices } from './rank-services';
import { putTrending, type RankedService } from './trending-repository';

/** GetUsage calls at once: the control plane throttles bursts (10 per second by default). */
const usageConcurrency = 4;

/**
 * Ranks the catalogue's services by their calls on `date` (a UTC day), summed over every key of
 * every usage plan of the service (sandbox and prod), and stores the ranking for that day.
 */
export async function buildTrending(date: string): Promise<RankedService[]> {
  const services = (await allServicesByCategory()).flatMap((c) => c.services);
  const plans = services.flatMap((service) =>
    service.usagePlans.map((plan) => ({ service: service.service, usagePlanId: plan.id })),
  );
  const counted = await mapLimited(plans, usageConcurrency, async (plan) => {
    const byKey = await readPlanUsage(plan.usagePlanId, date, date);
    let calls = 0;
    for (const days of byKey.values()) calls += totalCalls(days);
    return { service: plan.service, calls };
  });
  const callsByService = new Map<string, number>();
  for (const { service, calls } of counted) {
    callsByService.set(service, (callsByService.get(service) ?? 0) + calls);
  }
  const ranked = rankServices(services, callsByService);
  await putTrending(date, ranked);
  return ranked;
}
