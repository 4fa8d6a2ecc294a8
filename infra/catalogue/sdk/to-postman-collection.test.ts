import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../catalogue-source';
import { catalogueDir } from '../read-catalogue';
import { postmanSchema, toPostmanCollection, type PostmanItem } from './to-postman-collection';

function collectionOf(service: string, version: string) {
  const file = join(catalogueDir, 'services', service, `openapi-${version}.json`);
  const doc = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  return toPostmanCollection(doc, `${service} ${version}`);
}

function find(items: PostmanItem[], name: string): PostmanItem {
  const item = items.find((i) => i.name === name);
  if (!item) throw new Error(`no request ${name} in ${items.map((i) => i.name).join(', ')}`);
  return item;
}

describe('toPostmanCollection', () => {
  it('is a v2.1 collection with baseUrl and apiKey variables and a folder per path', () => {
    const collection = collectionOf('vehicle-status', 'v2');
    expect(collection.info).toMatchObject({ name: 'vehicle-status v2', schema: postmanSchema });
    expect(collection.variable.map((v) => v.key)).toEqual(['baseUrl', 'apiKey', 'accessToken']);
    expect(collection.item.map((folder) => folder.name)).toEqual([
      '/v2/vehicles/{vin}/status',
      '/v2/vehicles/{vin}/trips',
    ]);
    for (const { request } of collection.item.flatMap((folder) => folder.item)) {
      expect(request.method).toMatch(/^(GET|POST|PUT|PATCH|DELETE)$/);
      expect(request.url.raw.startsWith('{{baseUrl}}/v2/')).toBe(true);
      expect(request.header).toContainEqual({ key: 'x-api-key', value: '{{apiKey}}' });
    }
  });

  it('turns path parameters into :variables and lists query parameters', () => {
    const trips = collectionOf('vehicle-status', 'v2').item[1]?.item[0];
    expect(trips?.request.url.path).toEqual(['v2', 'vehicles', ':vin', 'trips']);
    expect(trips?.request.url.variable?.map((v) => v.key)).toEqual(['vin']);
    const query = trips?.request.url.query ?? [];
    expect(query.map((q) => [q.key, q.disabled ?? false])).toEqual([
      ['from', false],
      ['to', false],
      ['limit', true],
    ]);
    expect(trips?.request.url.raw).toMatch(
      /^\{\{baseUrl\}\}\/v2\/vehicles\/:vin\/trips\?from=[^&]*&to=[^&]*$/,
    );
  });

  it('sends the example JSON body and the header parameters', () => {
    const items = collectionOf('customer-authentication', 'v1').item.flatMap((f) => f.item);
    const register = items.find((i) => i.request.url.raw === '{{baseUrl}}/v1/user/register');
    expect(register?.request.header).toContainEqual(
      expect.objectContaining({ key: 'x-app-id', value: '4' }),
    );
    expect(register?.request.header).toContainEqual({
      key: 'Content-Type',
      value: 'application/json',
    });
    expect(register?.request.body?.mode).toBe('raw');
    expect(JSON.parse(register?.request.body?.raw ?? 'null')).toEqual(expect.any(Object));

    const quote = find(
      collectionOf('price-quote', 'v2').item.flatMap((f) => f.item),
      'Create price quote',
    );
    expect(quote.request.method).toBe('POST');
    expect(
      Object.keys(JSON.parse(quote.request.body?.raw ?? '{}') as object).length,
    ).toBeGreaterThan(0);
  });

  it('asks for no access token where no operation checks one', () => {
    const collection = collectionOf('vehicle-models', 'v1');
    const headers = collection.item.flatMap((f) => f.item).flatMap((i) => i.request.header);
    expect(headers.map((h) => h.key)).not.toContain('Authorization');
    expect(collection.variable.map((v) => v.key)).toEqual(['baseUrl', 'apiKey']);
  });
});
