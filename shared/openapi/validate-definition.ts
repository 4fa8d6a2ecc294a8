import type { ApiResource } from '../domain/catalogue';
import { CatalogueError } from './catalogue-error';
import { isRecord } from './is-record';
import type { OpenApiDocument } from './openapi-document';
import { parseOpenApi } from './parse-openapi';
import { toResources } from './to-resources';

/** Why an uploaded definition was refused: the message says what to fix. */
export class DefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DefinitionError';
  }
}

export interface CheckedDefinition {
  doc: OpenApiDocument;
  resources: ApiResource[];
}

/** Where an operationId is already used elsewhere in the catalogue, e.g. 'warranty v1'. */
export type TakenOperations = ReadonlyMap<string, string>;

/** The name the definition's file takes in infra/catalogue/services/<service>/. */
export const definitionFileName = (version: string) => `openapi-${version}.json`;

/**
 * Checks an admin's upload of one version of a service with the build's own checks
 * (parseOpenApi: OpenAPI 3.0.x, info, paths under /<version>/, each operation's members and
 * `$ref`s), plus what the build checks across files: every operationId once in the definition
 * and not used by another service or version (`taken`). JSON only: the portal has no YAML parser.
 */
export function checkDefinition(
  text: string,
  version: string,
  taken: TakenOperations,
): CheckedDefinition {
  const raw = parseJson(text);
  if (!isRecord(raw))
    throw new DefinitionError('The definition must be a JSON object (OpenAPI 3.x)');
  if (typeof raw.openapi !== 'string' || !raw.openapi.startsWith('3.')) {
    throw new DefinitionError(
      `This is not an OpenAPI 3 definition: openapi is ${JSON.stringify(raw.openapi ?? null)}`,
    );
  }
  const info = raw.info;
  if (isRecord(info) && info.version !== undefined && info.version !== version) {
    throw new DefinitionError(
      `info.version is ${JSON.stringify(info.version)} but you are uploading ${version}`,
    );
  }
  if (!isRecord(info) || info.version === undefined) {
    throw new DefinitionError(`info.version is missing: set it to ${JSON.stringify(version)}`);
  }
  let doc: OpenApiDocument;
  try {
    doc = parseOpenApi(raw, definitionFileName(version), version);
  } catch (error) {
    if (error instanceof CatalogueError) throw new DefinitionError(error.detail);
    throw error;
  }
  const resources = toResources(doc, version);
  const seen = new Map<string, string>();
  for (const resource of resources) {
    const at = `${resource.method} ${resource.path}`;
    const earlier = seen.get(resource.name);
    if (earlier) {
      throw new DefinitionError(
        `operationId ${resource.name} is used twice: ${earlier} and ${at}; every operation needs its own operationId`,
      );
    }
    seen.set(resource.name, at);
    const elsewhere = taken.get(resource.name);
    if (elsewhere) {
      throw new DefinitionError(
        `operationId ${resource.name} (${at}) is already used by ${elsewhere}; every operation of the catalogue needs its own operationId`,
      );
    }
  }
  return { doc, resources };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const yaml = /^\s*(openapi|swagger)\s*:/m.test(text);
    if (yaml) {
      throw new DefinitionError(
        'YAML is not supported: Upload the definition as JSON (OpenAPI 3.x)',
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new DefinitionError(
      `The definition is not valid JSON (${reason}): Upload the definition as JSON (OpenAPI 3.x)`,
    );
  }
}
