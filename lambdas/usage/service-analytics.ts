import type { AnalyticsResponse, ServiceUsage, UsageDay } from '../../shared/api/usage-schemas';
import type { Service } from '../../shared/domain/catalogue';
import { listApplications } from '../applications/application-repository';
import { listCategories, listServices } from '../catalogue/catalogue-repository';
import { readServiceKeyUsage, type ServiceKeyDays } from './service-key-usage';
import { sumDays, totalCalls } from './usage-reader';

/** At most this many plans read at once (GetUsage, and GetUsagePlanKeys of a shared plan). */
const concurrency = 4;

/** Every service of the catalogue once: a Query per category (a small, bounded set). */
async function allServices(): Promise<Service[]> {
  const categories = await listCategories();
  const lists = await Promise.all(categories.map((c) => listServices(c.name)));
  const bySlug = new Map<string, Service>();
  for (const service of lists.flat()) bySlug.set(service.service, service);
  return [...bySlug.values()].sort((a, b) => a.apiName.localeCompare(b.apiName));
}

/** Each key's days, by its service, then by plan id. */
function byServiceAndPlan(rows: readonly ServiceKeyDays[]): Map<string, Map<string, UsageDay[][]>> {
  const out = new Map<string, Map<string, UsageDay[][]>>();
  for (const { service, plan, days } of rows) {
    const plans = out.get(service) ?? new Map<string, UsageDay[][]>();
    const series = plans.get(plan.id) ?? [];
    series.push(days);
    plans.set(plan.id, series);
    out.set(service, plans);
  }
  return out;
}

/** A service's calls per day in each of its plans: only its own keys' calls. */
function usageOf(
  service: Service,
  own: ReadonlyMap<string, UsageDay[][]> | undefined,
  from: string,
  to: string,
): ServiceUsage {
  const plans = service.usagePlans.map((plan) => {
    const days = sumDays(from, to, own?.get(plan.id) ?? []);
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
 * Calls per day of each service over a range: GetUsage of each distinct usage plan returns
 * every key in the plan, so the sums count every subscription, past keys included while they
 * lived; each key's calls count for its own service (plans may be shared by every service).
 */
export async function serviceAnalytics(from: string, to: string): Promise<AnalyticsResponse> {
  const services = await allServices();
  const rows = byServiceAndPlan(await readServiceKeyUsage(services, from, to, concurrency));
  return {
    from,
    to,
    services: services.map((service) => usageOf(service, rows.get(service.service), from, to)),
  };
}

/**
 * A partner's own analytics: the same per service and per plan, of only the services they
 * subscribe to and only their keys (the current and, during a rotation's window, the previous).
 * A key deleted since (an unsubscription) no longer counts: its calls are nobody's to show.
 */
export async function ownServiceAnalytics(
  owner: string,
  from: string,
  to: string,
): Promise<AnalyticsResponse> {
  const subscriptions = (await listApplications(owner)).flatMap((app) => app.subscriptions);
  const keys = new Set(
    subscriptions.flatMap((s) => [s.apiKeyId, ...(s.previousKey ? [s.previousKey.apiKeyId] : [])]),
  );
  const subscribed = new Set(subscriptions.map((s) => s.service));
  const services = subscribed.size
    ? (await allServices()).filter((service) => subscribed.has(service.service))
    : [];
  const own = services.length
    ? (await readServiceKeyUsage(services, from, to, concurrency)).filter((row) =>
        keys.has(row.keyId),
      )
    : [];
  const rows = byServiceAndPlan(own);
  return {
    from,
    to,
    services: services.map((service) => usageOf(service, rows.get(service.service), from, to)),
  };
}
