import { describe, expect, it } from 'vitest';
import type { ServiceDoc } from '../../../shared/docs/doc-model';
import { listOperations } from '../../../shared/openapi/openapi-operations';
import { loadCatalogue } from '../read-catalogue';
import { buildCatalogueDocs, docFiles } from './build-docs';
import { buildDocsIndex } from '../../../shared/openapi/docs/docs-index';

const catalogue = loadCatalogue();
const docs = buildCatalogueDocs(catalogue);
const services = catalogue.categories.flatMap((c) => c.services);

function serviceDoc(service: string, version: string): ServiceDoc {
  const doc = docs.services.find((d) => d.service === service && d.version === version);
  if (!doc) throw new Error(`no document for ${service} ${version}`);
  return doc;
}

describe('buildCatalogueDocs on the real catalogue', () => {
  it('gives every version of every service a document with all its operations', () => {
    const expected = services.flatMap((s) => s.versions.map((v) => `${s.service}/${v}`));
    expect(docs.services.map((d) => `${d.service}/${d.version}`)).toEqual(expected);
    for (const service of services) {
      for (const version of service.versions) {
        const doc = serviceDoc(service.service, version);
        expect(doc).toMatchObject({
          apiName: service.apiName,
          category: service.category,
          apiId: '',
          versions: service.versions,
        });
        const inFile = service.resources.filter((r) => r.version === version).map((r) => r.name);
        expect(doc.operations.map((op) => op.name)).toEqual(inFile);
        expect(doc.changes === undefined).toBe(version === service.versions[0]);
      }
    }
  });

  it('documents price-quote v2 POST /v2/quotes: body fields with their rules, responses ascending', () => {
    const op = serviceDoc('price-quote', 'v2').operations.find((o) => o.path === '/v2/quotes');
    expect(op?.method).toBe('POST');
    expect(op?.requestBody).toMatchObject({ contentType: 'application/json', required: true });
    const fields = Object.fromEntries((op?.requestBody?.fields ?? []).map((f) => [f.name, f]));
    expect(Object.keys(fields)).toEqual([
      'modelCode',
      'variantCode',
      'city',
      'accessoryCodes[]',
      'exchange',
      'exchange.registrationNumber',
      'exchange.yearOfManufacture',
      'exchange.odometerKm',
    ]);
    expect(fields.modelCode).toMatchObject({
      required: true,
      maxLength: 12,
      pattern: '^[A-Z0-9-]{2,12}$',
    });
    expect(fields['accessoryCodes[]']).toMatchObject({
      type: 'array<string>',
      required: false,
      maxLength: 12,
    });
    expect(fields['exchange.yearOfManufacture']).toMatchObject({
      type: 'integer',
      minimum: 2000,
      maximum: 2026,
      description: 'Year.',
    });
    expect(op?.requestBody?.example).toMatchObject({ exchange: { yearOfManufacture: 2018 } });
    expect(op?.responses.map((r) => r.code)).toEqual(['201', '400', '403', '429']);
    expect(op?.responses[0]).toMatchObject({
      description: 'Quote created',
      example: { quoteId: 'Q-2611-118377' },
    });
    expect(op?.responses[0]?.fields.map((f) => f.name)).toContain('exchangeValue');
    expect(op?.responses[1]?.fields).toContainEqual(
      expect.objectContaining({ name: 'code', type: 'string', required: true }),
    );
  });

  it('indexes every operationId of the catalogue where its document is', () => {
    const ids = services.flatMap((s) =>
      listOperations(s.openapi).map((o) => o.operation.operationId),
    );
    expect(Object.keys(docs.index.operations).sort()).toEqual([...ids].sort());
    expect(docs.index.operations.createPriceQuoteV2).toEqual({
      category: 'Presales',
      service: 'price-quote',
      apiName: 'Price Quote',
      version: 'v2',
      displayName: 'Create price quote',
      method: 'POST',
      path: '/v2/quotes',
    });
  });

  it('says what changed in price-quote v2 from v1', () => {
    const changes = serviceDoc('price-quote', 'v2').changes;
    expect(changes?.from).toBe('v1');
    expect(changes?.added.map((o) => o.name)).toEqual(['listQuoteAccessories']);
    expect(changes?.removed.map((o) => o.name).sort()).toEqual([
      'getPriceQuote',
      'listModelVariants',
    ]);
    expect(changes?.breaking).toBe(true);
    const create = changes?.changed.find((o) => o.name === 'createPriceQuoteV2');
    expect(create?.changes).toEqual(
      expect.arrayContaining([
        {
          where: 'request body',
          name: 'exchange',
          kind: 'added',
          detail: 'new optional field, object',
          breaking: false,
        },
        expect.objectContaining({ where: 'response 201', name: 'exchangeValue', kind: 'added' }),
      ]),
    );
  });

  it('has a change list for every second version, with content', () => {
    for (const doc of docs.services.filter((d) => d.changes)) {
      const { added, removed, changed } = doc.changes ?? { added: [], removed: [], changed: [] };
      expect(added.length + removed.length + changed.length, doc.service).toBeGreaterThan(0);
    }
  });

  it('writes index.json and <service>/<version>.json', () => {
    const files = docFiles(docs);
    expect(files.size).toBe(docs.services.length + 1);
    expect(JSON.parse(files.get('price-quote/v2.json') ?? '{}')).toEqual(
      serviceDoc('price-quote', 'v2'),
    );
    expect(JSON.parse(files.get('index.json') ?? '{}')).toEqual(docs.index);
  });
});

describe('buildDocsIndex', () => {
  it('fails the build on an operationId used twice, naming both places', () => {
    const doc = serviceDoc('price-quote', 'v2');
    const copy = { ...doc, service: 'copy-of-quotes' };
    expect(() => buildDocsIndex([doc, copy])).toThrow(
      'operationId createPriceQuoteV2 is used twice: price-quote v2 (POST /v2/quotes) and copy-of-quotes v2 (POST /v2/quotes)',
    );
  });
});
