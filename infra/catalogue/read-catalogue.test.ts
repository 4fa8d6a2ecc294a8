import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  category,
  document,
  operation,
  service,
  writeCatalogue,
} from './testing/catalogue-fixture';
import { CatalogueError } from '../../shared/openapi/catalogue-error';
import { loadCatalogue } from './read-catalogue';

const v1 = document('v1', {
  '/v1/things/{id}': { get: operation('getThing') },
  '/v1/things': { post: operation('createThing', { 'x-marque-status': 'to be expired' }) },
});
const v2 = document(
  'v2',
  {
    '/v2/things/{id}': {
      get: operation('getThingV2', {
        'x-marque-authorizer': 'cognito',
        'x-marque-generate-token': 'enabled',
      }),
    },
  },
  { Error: { type: 'object' }, ThingV2: { type: 'object' } },
);

function loadError(dir: string): CatalogueError {
  try {
    loadCatalogue(dir);
  } catch (error) {
    if (error instanceof CatalogueError) return error;
    throw error;
  }
  throw new Error('expected loadCatalogue to throw');
}

describe('loadCatalogue', () => {
  it('merges the version files of a service and derives one resource per operation', () => {
    const dir = writeCatalogue(
      [category('Sales')],
      [service('things', 'Sales', { 'openapi-v2.json': v2, 'openapi-v1.json': v1 })],
    );
    const [sales] = loadCatalogue(dir).categories;
    const things = sales?.services[0];

    expect(things?.versions).toEqual(['v1', 'v2']);
    expect(Object.keys(things?.openapi.paths ?? {})).toEqual([
      '/v1/things/{id}',
      '/v1/things',
      '/v2/things/{id}',
    ]);
    expect(things?.openapi.info.version).toBe('v2');
    expect(Object.keys((things?.openapi.components?.schemas ?? {}) as object)).toEqual([
      'Error',
      'ThingV2',
    ]);
    expect(things?.resources).toEqual([
      {
        name: 'getThing',
        displayName: 'Summary of getThing',
        description: 'Description of getThing.',
        method: 'GET',
        path: '/v1/things/{id}',
        version: 'v1',
        apiStatus: 'active',
        response: { '200': 'OK', '404': 'Not found' },
        authorizerType: 'apiKey',
        generateTokenButton: 'disabled',
      },
      expect.objectContaining({ name: 'createThing', method: 'POST', apiStatus: 'to be expired' }),
      expect.objectContaining({
        name: 'getThingV2',
        version: 'v2',
        authorizerType: 'cognito',
        generateTokenButton: 'enabled',
      }),
    ]);
  });

  it('sorts categories by name and services by apiName, keeping empty categories', () => {
    const dir = writeCatalogue(
      [category('Sales'), category('General'), category('OCR')],
      [
        service(
          'zeta',
          'Sales',
          { 'openapi-v1.json': document('v1', { '/v1/z': { get: operation('getZ') } }) },
          { apiName: 'Alpha API' },
        ),
        service(
          'alpha',
          'Sales',
          { 'openapi-v1.json': document('v1', { '/v1/a': { get: operation('getA') } }) },
          { apiName: 'Zulu API' },
        ),
      ],
    );
    const catalogue = loadCatalogue(dir);
    expect(catalogue.categories.map((c) => c.name)).toEqual(['General', 'OCR', 'Sales']);
    expect(catalogue.categories[2]?.services.map((s) => s.apiName)).toEqual([
      'Alpha API',
      'Zulu API',
    ]);
    expect(catalogue.categories[0]?.services).toEqual([]);
  });

  it('reads each folder once and hands out the same frozen result', () => {
    const dir = writeCatalogue(
      [category('Sales')],
      [service('things', 'Sales', { 'openapi-v1.json': v1 })],
    );
    const first = loadCatalogue(dir);
    expect(loadCatalogue(`${dir}/`)).toBe(first);
    expect(Object.isFrozen(first.categories[0]?.services[0]?.resources[0])).toBe(true);
    expect(() => {
      (first.categories as unknown[]).push({});
    }).toThrow(TypeError);
  });

  it('names the file when JSON does not parse', () => {
    const dir = writeCatalogue(
      [category('Sales')],
      [service('things', 'Sales', { 'openapi-v1.json': '{ "openapi": ' })],
    );
    const error = loadError(dir);
    expect(error.file).toBe(join(dir, 'services', 'things', 'openapi-v1.json'));
    expect(error.message).toMatch(/openapi-v1\.json: is not valid JSON/);
  });

  it.each([
    [
      'an operation without x-marque-status',
      { 'x-marque-status': undefined },
      /x-marque-status is missing/,
    ],
    [
      'an unknown authorizer',
      { 'x-marque-authorizer': 'basic' },
      /x-marque-authorizer must be one of/,
    ],
    ['a bad token flag', { 'x-marque-generate-token': 'yes' }, /x-marque-generate-token/],
    [
      'an operationId that is not camelCase',
      { operationId: 'get-thing' },
      /operationId must be a camelCase/,
    ],
    ['no summary', { summary: '' }, /summary is missing/],
    ['no responses', { responses: {} }, /responses is missing or empty/],
  ])('rejects %s, naming the file and operation', (_label, override, message) => {
    const doc = document('v1', {
      '/v1/things/{id}': { get: { ...operation('getThing'), ...override } as never },
    });
    const dir = writeCatalogue(
      [category('Sales')],
      [service('things', 'Sales', { 'openapi-v1.json': doc })],
    );
    const error = loadError(dir);
    expect(error.file).toMatch(/things[/\\]openapi-v1\.json$/);
    expect(error.message).toMatch(message);
    expect(error.message).toContain('GET /v1/things/{id}');
  });

  it('rejects a path outside its version, a version mismatch and an unsupported method', () => {
    const outside = document('v1', { '/v2/things': { get: operation('getThing') } });
    expect(
      loadError(
        writeCatalogue(
          [category('Sales')],
          [service('t', 'Sales', { 'openapi-v1.json': outside })],
        ),
      ).message,
    ).toMatch(/path \/v2\/things does not start with \/v1\//);
    const mismatch = { ...v1, info: { title: 'T', version: 'v3' } };
    expect(
      loadError(
        writeCatalogue(
          [category('Sales')],
          [service('t', 'Sales', { 'openapi-v1.json': mismatch })],
        ),
      ).message,
    ).toMatch(/info.version is "v3" but the file name says v1/);
    const head = document('v1', { '/v1/things': { head: operation('headThing') } as never });
    expect(
      loadError(
        writeCatalogue([category('Sales')], [service('t', 'Sales', { 'openapi-v1.json': head })]),
      ).message,
    ).toMatch(/head is not supported/);
  });

  it('rejects a $ref that does not resolve', () => {
    const doc = document('v1', {
      '/v1/things': {
        get: operation('getThing', {
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Missing' } } },
            },
          },
        }),
      },
    });
    const error = loadError(
      writeCatalogue([category('Sales')], [service('t', 'Sales', { 'openapi-v1.json': doc })]),
    );
    expect(error.message).toMatch(/"#\/components\/schemas\/Missing" does not resolve/);
  });

  it('rejects a component two versions define differently', () => {
    const clash = document(
      'v2',
      { '/v2/things': { get: operation('getThingV2') } },
      { Error: { type: 'string' } },
    );
    const dir = writeCatalogue(
      [category('Sales')],
      [service('t', 'Sales', { 'openapi-v1.json': v1, 'openapi-v2.json': clash })],
    );
    const error = loadError(dir);
    expect(error.file).toMatch(/openapi-v2\.json$/);
    expect(error.message).toMatch(
      /components\.schemas\.Error differs from its definition in .*openapi-v1\.json/,
    );
  });

  it('rejects an operationId used twice in the catalogue, naming both files', () => {
    const a = document('v1', { '/v1/a': { get: operation('getThing') } });
    const b = document('v1', { '/v1/b': { get: operation('getThing') } });
    const dir = writeCatalogue(
      [category('Sales')],
      [
        service('a', 'Sales', { 'openapi-v1.json': a }),
        service('b', 'Sales', { 'openapi-v1.json': b }),
      ],
    );
    expect(loadError(dir).message).toMatch(
      /b[/\\]openapi-v1\.json: operationId getThing is also used in .*a[/\\]openapi-v1\.json/,
    );
  });

  it('rejects bad metadata: unknown category, slug not the folder, missing files', () => {
    const unknown = writeCatalogue(
      [category('Sales')],
      [service('t', 'Parking', { 'openapi-v1.json': v1 })],
    );
    expect(loadError(unknown).message).toMatch(
      /service\.json: category "Parking" is not in categories\.json/,
    );

    const misnamed = writeCatalogue(
      [category('Sales')],
      [service('t', 'Sales', { 'openapi-v1.json': v1 })],
    );
    renameSync(join(misnamed, 'services', 't'), join(misnamed, 'services', 'u'));
    expect(loadError(misnamed).message).toMatch(
      /u[/\\]service\.json: service must be the folder name "u"/,
    );

    const noFiles = writeCatalogue([category('Sales')], [service('t', 'Sales', {})]);
    expect(loadError(noFiles).message).toMatch(/no openapi-v<n>\.json file/);

    const typo = writeCatalogue(
      [category('Sales')],
      [service('t', 'Sales', { 'openapi-v1.json': v1, 'openapi.v2.json': v2 })],
    );
    expect(loadError(typo).message).toMatch(/openapi\.v2\.json: version files are named/);

    const flags = writeCatalogue([{ ...category('Sales'), subscribable: 'yes' }], []);
    expect(loadError(flags).message).toMatch(
      /categories\.json: category #1: subscribable must be true or false/,
    );

    const twice = writeCatalogue([category('Sales'), category('Sales')], []);
    expect(loadError(twice).message).toMatch(/category Sales is listed twice/);
  });
});
