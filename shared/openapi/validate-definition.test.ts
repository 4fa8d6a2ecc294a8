import { describe, expect, it } from 'vitest';
import { definitionOf, definitionText } from './testing/definition-fixture';
import { checkDefinition, DefinitionError } from './validate-definition';

const none = new Map<string, string>();
const v3 = definitionOf('v3', {
  'GET /things/{id}': { operationId: 'getThingV3' },
  'POST /things': { operationId: 'createThingV3', 'x-marque-status': 'to be expired' },
});

function refusal(text: string, version = 'v3', taken = none): string {
  try {
    checkDefinition(text, version, taken);
  } catch (error) {
    if (error instanceof DefinitionError) return error.message;
    throw error;
  }
  throw new Error('expected the definition to be refused');
}

describe('checkDefinition', () => {
  it('accepts a valid version and derives one API per operation', () => {
    const { resources } = checkDefinition(definitionText(v3), 'v3', none);
    expect(resources.map((r) => [r.name, r.method, r.path, r.version, r.apiStatus])).toEqual([
      ['getThingV3', 'GET', '/v3/things/{id}', 'v3', 'active'],
      ['createThingV3', 'POST', '/v3/things', 'v3', 'to be expired'],
    ]);
  });

  it('refuses YAML and text that is not JSON, asking for JSON', () => {
    expect(refusal('openapi: 3.0.3\ninfo:\n  title: x\n')).toBe(
      'YAML is not supported: Upload the definition as JSON (OpenAPI 3.x)',
    );
    expect(refusal('{ nope')).toMatch(
      /^The definition is not valid JSON \(.+\): Upload the definition as JSON \(OpenAPI 3\.x\)$/,
    );
  });

  it('refuses what is not OpenAPI 3', () => {
    expect(refusal(definitionText({ swagger: '2.0', info: {}, paths: {} }))).toBe(
      'This is not an OpenAPI 3 definition: openapi is null',
    );
    expect(refusal('[1]')).toBe('The definition must be a JSON object (OpenAPI 3.x)');
  });

  it('refuses a missing or mismatched version', () => {
    expect(refusal(definitionText({ ...v3, info: { title: 'T' } }))).toBe(
      'info.version is missing: set it to "v3"',
    );
    expect(refusal(definitionText(v3), 'v4')).toBe('info.version is "v3" but you are uploading v4');
  });

  it('refuses a definition without paths, or a path outside the version prefix', () => {
    expect(refusal(definitionText({ ...v3, paths: {} }))).toBe('paths is missing or empty');
    const stray = { ...v3, paths: { '/things': v3.paths['/v3/things'] } };
    expect(refusal(definitionText(stray))).toBe('path /things does not start with /v3/');
  });

  it('refuses a missing, duplicated or taken operationId', () => {
    const missing = definitionOf('v3', { 'GET /a': { operationId: '' } });
    expect(refusal(definitionText(missing))).toBe(
      'GET /v3/a: operationId must be a camelCase string',
    );
    const twice = definitionOf('v3', {
      'GET /a': { operationId: 'getA' },
      'POST /b': { operationId: 'getA' },
    });
    expect(refusal(definitionText(twice))).toBe(
      'operationId getA is used twice: GET /v3/a and POST /v3/b; every operation needs its own operationId',
    );
    const taken = new Map([['getThingV3', 'warranty v1']]);
    expect(refusal(definitionText(v3), 'v3', taken)).toBe(
      'operationId getThingV3 (GET /v3/things/{id}) is already used by warranty v1; every operation of the catalogue needs its own operationId',
    );
  });
});
