import type { OpenApiDocument, OpenApiOperation } from '../openapi-document';

/** A small valid definition of one version, as an admin would upload it. */
export function definitionOf(
  version: string,
  operations: Record<string, Partial<OpenApiOperation> & { operationId: string }>,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, overrides] of Object.entries(operations)) {
    const [method = 'get', path = '/'] = key.split(' ');
    paths[`/${version}${path}`] = {
      ...paths[`/${version}${path}`],
      [method.toLowerCase()]: {
        summary: `Summary of ${overrides.operationId}`,
        description: `Description of ${overrides.operationId}.`,
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'object' }, example: { ok: true } } },
          },
        },
        'x-marque-status': 'active',
        'x-marque-authorizer': 'apiKey',
        'x-marque-generate-token': 'disabled',
        ...overrides,
      },
    };
  }
  return { openapi: '3.0.3', info: { title: 'Fixture API', version }, paths };
}

export const definitionText = (doc: unknown) => JSON.stringify(doc, null, 2);
