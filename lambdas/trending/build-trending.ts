import { readServiceKeyUsage } from '../usage/service-key-usage';
import { totalCalls } from '../usage/usage-reader';
import { allServicesByCategory } from './catalogue-services';
import { rankServices } from './rank-services';
import { putTrending, type RankedService } from './trending-repository';

/** Plans read at once: the control plane throttles bursts (10 per second by default). */
const usageConcurrency = 4;

/**
 * Ranks the catalogue's services by their calls on `date` (a UTC day), each key's calls
 * counted for its own service over every usage plan (sandbox and prod, each plan read once,
 * whether plans are per service or shared), and stores the ranking for that day.
 */
export async function buildTrending(date: string): Promise<RankedService[]> {
  const services = (await allServicesByCategory()).flatMap((c) => c.services);
  const rows = await readServiceKeyUsage(services, date, date, usageConcurrency);
  const callsByService = new Map<string, number>();
  for (const { service, days } of rows) {
    callsByService.set(service, (callsByService.get(service) ?? 0) + totalCalls(days));
  }
  const ranked = rankServices(services, callsByService);
  await putTrending(date, ranked);
  return ranked;
}
