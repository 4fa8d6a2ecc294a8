import type { ApiResource } from '../domain/catalogue';

/** An OpenAPI 3.0 document as the catalogue reads it (kept loose: parseOpenApi checks what the catalogue relies on). */
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
