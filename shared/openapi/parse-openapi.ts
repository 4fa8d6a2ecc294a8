import type { OpenApiDocument } from './openapi-document';
import { CatalogueError } from './catalogue-error';
import { isRecord } from './is-record';
import { isOperationMethod, operationMethods } from './openapi-operations';

const authorizers = ['apiKey', 'cognito', 'customerToken', 'none'];
const tokenButtons = ['enabled', 'disabled'];
const camelCase = /^[a-z][A-Za-z0-9]*$/;

/**
 * Checks one version file of a service (`openapi-<version>.json`) and returns it typed. Throws a
 * CatalogueError naming the file and the offending member on anything the catalogue relies on.
 */
export function parseOpenApi(raw: unknown, file: string, version: string): OpenApiDocument {
  const fail = (detail: string): never => {
    throw new CatalogueError(file, detail);
  };
  if (!isRecord(raw)) return fail('not a JSON object');
  if (typeof raw.openapi !== 'string' || !raw.openapi.startsWith('3.0.')) {
    fail(`openapi must be a 3.0.x version string, found ${JSON.stringify(raw.openapi)}`);
  }
  const info = raw.info;
  if (!isRecord(info) || typeof info.title !== 'string' || info.title.trim() === '') {
    fail('info.title is missing');
  } else if (info.version !== version) {
    fail(`info.version is ${JSON.stringify(info.version)} but the file name says ${version}`);
  }
  if (raw.components !== undefined && !isRecord(raw.components))
    fail('components is not an object');
  if (!isRecord(raw.paths) || Object.keys(raw.paths).length === 0)
    fail('paths is missing or empty');

  for (const [path, item] of Object.entries(raw.paths as Record<string, unknown>)) {
    if (!path.startsWith(`/${version}/`)) fail(`path ${path} does not start with /${version}/`);
    if (!isRecord(item)) return fail(`paths.${path} is not an object`);
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!isOperationMethod(method)) {
        fail(`paths.${path}.${method} is not supported (use ${operationMethods.join(', ')})`);
      }
      checkOperation(operation, where, fail);
    }
  }
  checkRefs(raw, raw, '', fail);
  return raw as OpenApiDocument;
}

function checkOperation(op: unknown, where: string, fail: (detail: string) => never): void {
  if (!isRecord(op)) return fail(`${where} is not an object`);
  if (typeof op.operationId !== 'string' || !camelCase.test(op.operationId)) {
    fail(`${where}: operationId must be a camelCase string`);
  }
  for (const field of ['summary', 'description'] as const) {
    if (typeof op[field] !== 'string' || (op[field] as string).trim() === '') {
      fail(`${where}: ${field} is missing`);
    }
  }
  const status = op['x-marque-status'];
  if (typeof status !== 'string' || status.trim() === '')
    fail(`${where}: x-marque-status is missing`);
  if (!authorizers.includes(op['x-marque-authorizer'] as string)) {
    fail(`${where}: x-marque-authorizer must be one of ${authorizers.join(', ')}`);
  }
  if (!tokenButtons.includes(op['x-marque-generate-token'] as string)) {
    fail(`${where}: x-marque-generate-token must be enabled or disabled`);
  }
  if (op.parameters !== undefined) {
    if (!Array.isArray(op.parameters)) fail(`${where}: parameters is not an array`);
    for (const p of op.parameters as unknown[]) {
      if (!isRecord(p) || typeof p.name !== 'string' || typeof p.in !== 'string') {
        fail(`${where}: every parameter needs a name and an in`);
      }
    }
  }
  if (op.requestBody !== undefined && !isRecord(op.requestBody)) {
    fail(`${where}: requestBody is not an object`);
  }
  const responses = op.responses;
  if (!isRecord(responses) || Object.keys(responses).length === 0) {
    return fail(`${where}: responses is missing or empty`);
  }
  for (const [code, response] of Object.entries(responses)) {
    if (!/^([1-5]\d\d|default)$/.test(code)) fail(`${where}: response code ${code} is not valid`);
    if (!isRecord(response) || typeof response.description !== 'string') {
      fail(`${where}: response ${code} has no description`);
    }
    const content = (response as Record<string, unknown>).content;
    if (content !== undefined && !isRecord(content))
      fail(`${where}: response ${code} content is not an object`);
  }
}

/** Every `$ref` must point into this document's components (the loader merges, never fetches). */
function checkRefs(
  node: unknown,
  root: Record<string, unknown>,
  at: string,
  fail: (detail: string) => never,
): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => checkRefs(child, root, `${at}/${i}`, fail));
    return;
  }
  if (!isRecord(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref') {
      if (typeof value !== 'string' || !resolves(root, value)) {
        fail(`${at}/$ref ${JSON.stringify(value)} does not resolve to a member of components`);
      }
    } else {
      checkRefs(value, root, `${at}/${key}`, fail);
    }
  }
}

function resolves(root: Record<string, unknown>, ref: string): boolean {
  if (!ref.startsWith('#/components/')) return false;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isRecord(node) || !(key in node)) return false;
    node = node[key];
  }
  return true;
}
