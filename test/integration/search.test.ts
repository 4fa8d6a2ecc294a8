import { afterAll, describe, expect, inject, it } from 'vitest';
import type { SearchHit } from '../../shared/api/docs-operations';
import type { ApiResource, CatalogueSeed } from '../../shared/domain/catalogue';
import { loadCatalogue } from '../../infra/catalogue/read-catalogue';
import { toCatalogueSeed } from '../../infra/catalogue/to-catalogue-seed';
import { localTableNames } from '../../infra/local/dynamodb/create-local-tables';
import { localCatalogueIds } from '../../infra/local/gateway/local-ids';
import { tables } from '../../lambdas/data/tables';
import { searchHitsOf } from '../../lambdas/search/search-hits';
import { descriptionStopWords, searchWords } from '../../lambdas/search/search-words';

const api = () => inject('cloud').urls.portalApi;

async function search(term: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${api()}/docs/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ search: term }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const names = async (term: string) =>
  ((await search(term)).body.items as SearchHit[]).map((hit) => hit.name);

/** The catalogue the local cloud seeded, as its seed function was given it. */
function localSeed(): CatalogueSeed {
  const catalogue = loadCatalogue();
  return toCatalogueSeed(catalogue, localCatalogueIds(catalogue));
}

/** The catalogue seed module itself, run in the test's process against the suite's tables. */
async function seedCatalogue(seed: CatalogueSeed): Promise<void> {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: inject('cloud').urls.dynamodb,
    [tables.catalogue.envVar]: localTableNames('prod').catalogue,
  });
  const { writeCatalogueSeed } = await import('../../lambdas/catalogue/write-catalogue-seed');
  await writeCatalogueSeed(seed);
}

/** The seed with one more API on its first service. */
function withApi(seed: CatalogueSeed, name: string, displayName: string): CatalogueSeed {
  const copy = structuredClone(seed);
  const service = copy.categories[0]!.services[0]!;
  const resource: ApiResource = {
    ...service.resources[0]!,
    name,
    displayName,
    description: 'Added for the search test',
    path: `/${service.versions[0]}/${name}`,
  };
  service.resources.push(resource);
  return copy;
}

const original = localSeed();
const hits = searchHitsOf(original);

/** The word (3+ characters) of `pick(hit)` that the fewest APIs' text has, and its API. */
function rareWord(pick: (hit: SearchHit) => string): { word: string; hit: SearchHit } {
  const texts = hits.map((hit) =>
    searchWords(`${hit.displayName} ${hit.description} ${hit.category}`),
  );
  const count = (word: string) => texts.filter((text) => text.includes(word)).length;
  const candidates = hits.flatMap((hit) =>
    searchWords(pick(hit))
      .filter((word) => word.length >= 4 && !descriptionStopWords.has(word))
      .map((word) => ({ word, hit, n: count(word) })),
  );
  const best = candidates.sort((a, b) => a.n - b.n)[0]!;
  return { word: best.word, hit: best.hit };
}

afterAll(async () => {
  await seedCatalogue(original);
});

describe('API search through the local gateway and the index written with the catalogue', () => {
  it('finds a seeded API by a word of its display name', async () => {
    const { word, hit } = rareWord((h) => h.displayName);
    const answer = await search(word.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body.items).toContainEqual(hit);
  });

  it('finds a seeded API by a word of its description', async () => {
    const { word, hit } = rareWord((h) => h.description);
    expect(await names(word)).toContain(hit.name);
  });

  it('finds the APIs of a category by its name', async () => {
    const items = (await search('Parking Management')).body.items as SearchHit[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((item) => item.category === 'Parking Management')).toBe(true);
  });

  it("answers 400 'Search is invalid' to 2 characters", async () => {
    const answer = await search('ve');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Search is invalid');
  });

  it('answers no items when nothing matches', async () => {
    const answer = await search('xylophone quokka');
    expect(answer).toEqual({ status: 200, body: { items: [] } });
  });

  it('follows a catalogue change: the new API is found, the removed one no longer', async () => {
    await seedCatalogue(withApi(original, 'countZebraCrossings', 'Count zebra crossings'));
    expect(await names('zebra cross')).toEqual(['countZebraCrossings']);

    await seedCatalogue(withApi(original, 'shaveYaks', 'Shave the yaks'));
    expect(await names('zebra')).toEqual([]);
    expect(await names('yaks')).toEqual(['shaveYaks']);

    await seedCatalogue(original);
    expect(await names('yaks')).toEqual([]);
    // Three whole-catalogue seeds (each rewrites the index): past 60 s on CI's busy cores.
  }, 180_000);
});
