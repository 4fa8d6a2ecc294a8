import type { ApiResource, Category } from '../../shared/domain/catalogue';

/** An OpenAPI 3.0 document as read from disk (kept loose: the files are validated by tests). */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, unknown>;
  [extension: string]: unknown;
};

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<
    string,
    { description: string; content?: Record<string, { example?: unknown; schema?: unknown }> }
  >;
  /** Status text of this API (active | under maintenance | to be expired | expired). */
  'x-marque-status': string;
  'x-marque-authorizer': ApiResource['authorizerType'];
  'x-marque-generate-token': ApiResource['generateTokenButton'];
  [extension: string]: unknown;
};

/** One service as authored under infra/catalogue/services/<slug>/. */
export interface ServiceSource {
  service: string;
  apiName: string;
  description: string;
  category: string;
  customPath: string;
  disableAuth: boolean;
  useCaseDocument?: string;
  /** Versions in ascending order (e.g. ['v1', 'v2']). */
  versions: string[];
  /** All versions' paths merged into one document (paths carry their version prefix). */
  openapi: OpenApiDocument;
  /** The APIs derived from the document's operations. */
  resources: ApiResource[];
}

export interface CatalogueSource {
  categories: (Category & { services: ServiceSource[] })[];
}
