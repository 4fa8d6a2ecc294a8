import type { HttpVerb } from '../domain/catalogue';

/**
 * The documentation of the catalogue's APIs as the documentation page reads it: built at build
 * time from the catalogue's own OpenAPI files (dereferenced, examples kept: API Gateway's export
 * drops them) into static JSON served with the site:
 *
 * - `/catalogue-docs/index.json`: a `DocsIndex` (every operation's name → where its doc is);
 * - `/catalogue-docs/<service>/<version>.json`: a `ServiceDoc`.
 *
 * One source for the generator (infra/catalogue/docs/) and the page (web/src/features/docs/).
 */
export const docsBasePath = '/catalogue-docs';
export const docsIndexPath = `${docsBasePath}/index.json`;
export const serviceDocPath = (service: string, version: string) =>
  `${docsBasePath}/${encodeURIComponent(service)}/${encodeURIComponent(version)}.json`;

/** Where each operation (by its name, the OpenAPI operationId, unique in the catalogue) lives. */
export interface DocsIndex {
  operations: Record<string, DocsIndexEntry>;
}

export interface DocsIndexEntry {
  category: string;
  service: string;
  apiName: string;
  version: string;
  displayName: string;
  method: HttpVerb;
  path: string;
}

/** One version of one service. */
export interface ServiceDoc {
  service: string;
  /** The service's display name. */
  apiName: string;
  category: string;
  description: string;
  /** The product API's id (the request URL's host part) and its stages. */
  apiId: string;
  version: string;
  /** Every version of the service, ascending ('v1', 'v2'). */
  versions: string[];
  operations: DocOperation[];
  /** What changed from the previous version; absent for the first. */
  changes?: VersionChanges;
}

export type AuthorizerType = 'none' | 'apiKey' | 'cognito' | 'customerToken';

export interface DocOperation {
  /** The operationId: `/apis/detail/<name>` shows this operation. */
  name: string;
  displayName: string;
  description: string;
  method: HttpVerb;
  /** The path template as the product API serves it (`/v2/models/{modelCode}/variants`). */
  path: string;
  /** Spec §4 badge text ('active', 'undermaintenance', 'tobeexpired', 'expired', …). */
  apiStatus: string;
  authorizerType: AuthorizerType;
  generateTokenButton: 'enabled' | 'disabled';
  parameters: DocParameter[];
  requestBody?: DocRequestBody;
  /** Sorted by status code, ascending. */
  responses: DocResponse[];
}

/** The constraints a parameter or a body field may carry (spec §3, §5). */
export interface FieldRules {
  /** 'string', 'integer', 'number', 'boolean', 'array', 'object' (arrays: 'array<string>'). */
  type: string;
  required: boolean;
  description?: string;
  format?: string;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  pattern?: string;
  enum?: string[];
  example?: unknown;
}

export interface DocParameter extends FieldRules {
  name: string;
  in: 'path' | 'query' | 'header';
}

/** A body field flattened to a dotted name (`exchange.yearOfManufacture`, `items[].code`). */
export interface DocField extends FieldRules {
  name: string;
}

export interface DocRequestBody {
  /** 'application/json' or 'multipart/form-data' (try-out then sends a multipart upload). */
  contentType: string;
  required: boolean;
  fields: DocField[];
  example?: unknown;
}

export interface DocResponse {
  /** '200', '404', … */
  code: string;
  description: string;
  contentType?: string;
  example?: unknown;
  /** The response parameters (spec §2): the body's fields, flattened. */
  fields: DocField[];
}

/** An operation as a change list names it. */
export interface OperationRef {
  name: string;
  method: HttpVerb;
  path: string;
  displayName: string;
}

export interface FieldChange {
  /** Where: 'parameter', 'request body' or 'response <code>'. */
  where: string;
  name: string;
  kind: 'added' | 'removed' | 'changed';
  /** What a reader needs, e.g. 'now required', 'type string → integer', 'maxLength 40 → 20'. */
  detail: string;
  /** Breaks existing callers: a removed operation or field, a new required input, a narrowed rule. */
  breaking: boolean;
}

export interface OperationChange extends OperationRef {
  changes: FieldChange[];
}

export interface VersionChanges {
  /** The previous version this one is compared with. */
  from: string;
  added: OperationRef[];
  removed: OperationRef[];
  changed: OperationChange[];
  /** Whether anything above breaks existing callers. */
  breaking: boolean;
}
