import type { LocalCloud } from '../../infra/local/start-local-cloud';
import { percentile } from './bench-cloud';
import { round } from './lambda-bundles';

/** p50/p95 of the catalogue routes through the local gateway, handlers and DynamoDB Local. */
export async function catalogueLatencyFigures(
  cloud: LocalCloud,
  requests = 200,
): Promise<Record<string, number>> {
  const api = cloud.urls.portalApi;
  const services = (await (await fetch(`${api}/catalogue/categories/OCR/services`)).json()) as {
    items: { service: string }[];
  };
  const routes: Record<string, string> = {
    categories: '/catalogue/categories',
    'category services': '/catalogue/categories/OCR/services',
    'service detail': `/catalogue/categories/OCR/services/${services.items[0]!.service}`,
  };
  const figures: Record<string, number> = {};
  for (const [name, path] of Object.entries(routes)) {
    for (let i = 0; i < 20; i++) await (await fetch(`${api}${path}`)).arrayBuffer();
    const samples: number[] = [];
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      const response = await fetch(`${api}${path}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    figures[`api ${name} p50 ms`] = round(percentile(samples, 50));
    figures[`api ${name} p95 ms`] = round(percentile(samples, 95));
  }
  return figures;
}
