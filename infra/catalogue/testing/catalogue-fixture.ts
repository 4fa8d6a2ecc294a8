import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenApiDocument, OpenApiOperation } from '../catalogue-source';

/** Test helpers: small OpenAPI documents and catalogue folders written to a temp dir. */

export function operation(id: string, overrides: Partial<OpenApiOperation> = {}): OpenApiOperation {
  return {
    operationId: id,
    summary: `Summary of ${id}`,
    description: `Description of ${id}.`,
    responses: {
      '200': {
        description: 'OK',
        content: { 'application/json': { schema: { type: 'object' }, example: { id } } },
      },
      '404': {
        description: 'Not found',
        content: {
          'application/json': { example: { code: 'NOT_FOUND', message: 'No such thing.' } },
        },
      },
    },
    'x-marque-status': 'active',
    'x-marque-authorizer': 'apiKey',
    'x-marque-generate-token': 'disabled',
    ...overrides,
  };
}

export function document(
  version: string,
  paths: OpenApiDocument['paths'],
  schemas: Record<string, unknown> = { Error: { type: 'object' } },
): OpenApiDocument {
  return {
    openapi: '3.0.3',
    info: { title: 'Fixture API', version },
    security: [{ api_key: [] }],
    paths,
    components: {
      securitySchemes: { api_key: { type: 'apiKey', name: 'x-api-key', in: 'header' } },
      schemas,
    },
  };
}

export const category = (name: string) => ({
  name,
  description: `The ${name} APIs.`,
  icon: name.toLowerCase(),
  redirectLink: `/documents?category=${name}`,
  sdkRequired: false,
  authorizationDisabled: false,
  subscribable: true,
  requestAccess: true,
});

export interface FixtureService {
  meta: Record<string, unknown>;
  /** File name (e.g. openapi-v1.json) to its content (an object, or raw text). */
  files: Record<string, unknown>;
}

export function service(
  slug: string,
  categoryName: string,
  files: Record<string, unknown>,
  meta: Record<string, unknown> = {},
): FixtureService {
  return {
    meta: {
      service: slug,
      apiName: slug,
      description: `The ${slug} service.`,
      category: categoryName,
      customPath: `/${slug}`,
      disableAuth: false,
      ...meta,
    },
    files,
  };
}

/** Writes a catalogue folder and returns its path. */
export function writeCatalogue(categories: unknown, services: FixtureService[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'marque-catalogue-'));
  writeFileSync(join(dir, 'categories.json'), JSON.stringify(categories));
  mkdirSync(join(dir, 'services'));
  for (const s of services) {
    const folder = join(dir, 'services', String(s.meta.service));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'service.json'), JSON.stringify(s.meta));
    for (const [name, content] of Object.entries(s.files)) {
      writeFileSync(
        join(folder, name),
        typeof content === 'string' ? content : JSON.stringify(content),
      );
    }
  }
  return dir;
}
