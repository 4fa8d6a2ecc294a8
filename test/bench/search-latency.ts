import { localTableNames } from '../../infra/local/dynamodb/create-local-tables';
import type { LocalCloud } from '../../infra/local/start-local-cloud';
import { tables } from '../../lambdas/data/tables';
import { percentile } from './bench-cloud';
import { round } from './lambda-bundles';
import { benchTerms, syntheticHits } from './synthetic-catalogue';

const apis = 10_000;

/**
 * Writes the search index of a synthetic catalogue of 10,000 APIs into the bench cloud's
 * catalogue table with the index writer the seed uses, then times POST /docs/search through the
 * local gateway (handler, DynamoDB Local) and the search module alone, over a few hundred terms.
 */
export async function searchLatencyFigures(cloud: LocalCloud): Promise<Record<string, number>> {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: cloud.urls.dynamodb,
    [tables.catalogue.envVar]: localTableNames('prod').catalogue,
  });
  const { writeSearchHits } = await import('../../lambdas/search/write-search-index');
  const { searchApis } = await import('../../lambdas/search/search-apis');
  const writeStarted = performance.now();
  const written = await writeSearchHits(syntheticHits(apis));
  const writeSeconds = (performance.now() - writeStarted) / 1000;

  const terms = benchTerms(300);
  const viaGateway = async (term: string) => {
    const response = await fetch(`${cloud.urls.portalApi}/docs/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: term }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search '${term}' answered ${response.status}`);
  };
  const time = async (run: (term: string) => Promise<unknown>): Promise<number[]> => {
    for (const term of terms.slice(0, 20)) await run(term);
    const samples: number[] = [];
    for (const term of terms) {
      const started = performance.now();
      await run(term);
      samples.push(performance.now() - started);
    }
    return samples.sort((a, b) => a - b);
  };
  const gateway = await time(viaGateway);
  const module = await time(searchApis);
  return {
    [`api search p50 ms at ${apis} APIs`]: round(percentile(gateway, 50)),
    [`api search p95 ms at ${apis} APIs`]: round(percentile(gateway, 95)),
    [`search module p50 ms at ${apis} APIs`]: round(percentile(module, 50)),
    [`search module p95 ms at ${apis} APIs`]: round(percentile(module, 95)),
    [`search index items at ${apis} APIs`]: written.items,
    [`search index write s at ${apis} APIs`]: round(writeSeconds),
  };
}
