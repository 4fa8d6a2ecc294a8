import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SearchHit } from '../../shared/api/docs-operations';
import type { ApiResource, CatalogueSeed } from '../../shared/domain/catalogue';
import { loadCatalogue } from '../../infra/catalogue/read-catalogue';
import { toCatalogueSeed } from '../../infra/catalogue/to-catalogue-seed';
import { localCatalogueIds } from '../../infra/local/gateway/local-ids';
import { localTableName, tables } from '../../lambdas/data/tables';
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

const seeded = localSeed();
const hits = searchHitsOf(seeded);

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
});

/**
 * Re-seeds run the catalogue seed and search modules (what the seed function and the gateway's
 * handler run) against a catalogue table of their own in the suite's DynamoDB Local, holding a
 * small fixture catalogue: a re-seed of the shared catalogue rewrote its whole index (three took
 * 2.5 minutes on CI's busy cores) and would change what other files read. The 10,000-API index
 * is the bench's (test/bench/search-latency.ts).
 */
describe('API search index after a re-seed, on a small fixture catalogue', () => {
  // The local catalogue's smallest service, alone in its category: a re-seed deletes the
  // previous index one partition at a time, and every word of an API makes one.
  const smallest = seeded.categories
    .flatMap((category) => category.services.map((service) => ({ category, service })))
    .sort((a, b) => a.service.resources.length - b.service.resources.length)[0]!;
  const fixture: CatalogueSeed = {
    categories: [{ ...smallest.category, services: [smallest.service] }],
  };
  const kept = smallest.service.resources[0]!;
  const table = localTableName(`it-search-${process.pid}`, tables.catalogue);
  const client = () => new DynamoDBClient({ endpoint: inject('cloud').urls.dynamodb });
  let seed: (seed: CatalogueSeed) => Promise<unknown>;
  let searchNames: (term: string) => Promise<string[]>;

  /** The fixture with one more API on its service. */
  function withApi(name: string, displayName: string): CatalogueSeed {
    const copy = structuredClone(fixture);
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

  beforeAll(async () => {
    const { partitionKey, sortKey } = tables.catalogue;
    const dynamodb = client();
    await dynamodb.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [partitionKey, sortKey!].map((key) => ({
          AttributeName: key.name,
          AttributeType: key.type,
        })),
        KeySchema: [
          { AttributeName: partitionKey.name, KeyType: 'HASH' },
          { AttributeName: sortKey!.name, KeyType: 'RANGE' },
        ],
      }),
    );
    dynamodb.destroy();
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_DYNAMODB: inject('cloud').urls.dynamodb,
      [tables.catalogue.envVar]: table,
    });
    const { writeCatalogueSeed } = await import('../../lambdas/catalogue/write-catalogue-seed');
    const { searchApis } = await import('../../lambdas/search/search-apis');
    seed = writeCatalogueSeed;
    searchNames = async (term) => (await searchApis(term)).map((hit) => hit.name);
    await seed(fixture);
  });

  afterAll(async () => {
    const dynamodb = client();
    await dynamodb.send(new DeleteTableCommand({ TableName: table }));
    dynamodb.destroy();
  });

  it('follows a catalogue change: the new API is found, the removed one no longer', async () => {
    expect(await searchNames(kept.displayName)).toContain(kept.name);

    await seed(withApi('countZebraCrossings', 'Count zebra crossings'));
    expect(await searchNames('zebra cross')).toEqual(['countZebraCrossings']);

    await seed(withApi('shaveYaks', 'Shave the yaks'));
    expect(await searchNames('zebra')).toEqual([]);
    expect(await searchNames('yaks')).toEqual(['shaveYaks']);

    await seed(fixture);
    expect(await searchNames('yaks')).toEqual([]);
    expect(await searchNames(kept.displayName)).toContain(kept.name);
  });
});
