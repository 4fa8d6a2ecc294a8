import type { ServiceBrief } from './catalogue-services';
import type { RankedService } from './trending-repository';

/** At most this many services are ranked for a day. */
export const trendingLimit = 10;

/** A trending item of a catalogue service (spec §3: service, category, apiDescription). */
export function toTrendingItem(service: ServiceBrief) {
  return {
    service: service.service,
    category: service.category,
    apiName: service.apiName,
    apiDescription: service.description,
  };
}

/**
 * The services that had calls, most first, ties by display name (then slug, so the order is
 * stable), at most `trendingLimit`.
 */
export function rankServices(
  services: readonly ServiceBrief[],
  callsByService: ReadonlyMap<string, number>,
): RankedService[] {
  return services
    .map((service) => ({
      ...toTrendingItem(service),
      calls: callsByService.get(service.service) ?? 0,
    }))
    .filter((item) => item.calls > 0)
    .sort(
      (a, b) =>
        b.calls - a.calls ||
        a.apiName.localeCompare(b.apiName) ||
        a.service.localeCompare(b.service),
    )
    .slice(0, trendingLimit);
}
