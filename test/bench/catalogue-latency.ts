import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offsetPorts } from '../../infra/local/ports';
import { startLocalCloud } from '../../infra/local/start-local-cloud';
import { round } from './lambda-bundles';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50/p95 of the catalogue routes through the local gateway, handlers and DynamoDB Local. */
export async function catalogueLatencyFigures(requests = 200): Promise<Record<string, number>> {
  const cloud = await startLocalCloud({
    ports: offsetPorts(400),
    stage: 'prod',
    dataDir: mkdtempSync(join(tmpdir(), 'marque-bench-cloud-')),
    fresh: true,
    admin: { email: 'admin@marque.bench', password: 'Marque#Admin2026' },
  });
  try {
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
  } finally {
    await cloud.close();
  }
}
