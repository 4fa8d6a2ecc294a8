import { percentile } from './bench-cloud';
import type { BenchPartner } from './bench-partner';
import { round } from './lambda-bundles';

/**
 * p50/p95 of POST /applications/subscriptions (CreateApiKey, CreateUsagePlanKey, DynamoDB write)
 * over `count` subscriptions, each a distinct application + service so none is a 409.
 */
export async function subscribeLatencyFigures(
  partner: BenchPartner,
  count = 30,
): Promise<Record<string, number>> {
  const services = partner.services.map((s) => s.service);
  const perApplication = Math.min(services.length, 5);
  const run = Date.now().toString(36);
  const samples: number[] = [];
  for (let a = 0; samples.length < count; a++) {
    const applicationName = `bench-sub-${run}-${a}`;
    await partner.createApplication(applicationName);
    for (let s = 0; s < perApplication && samples.length < count; s++) {
      const started = performance.now();
      const answer = await partner.subscribe(applicationName, services[s]!, 'Basic');
      samples.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`subscribe answered ${answer.status}`);
    }
  }
  samples.sort((x, y) => x - y);
  return {
    'api subscribe p50 ms': round(percentile(samples, 50)),
    'api subscribe p95 ms': round(percentile(samples, 95)),
  };
}
