import type { ApiResource } from '../domain/catalogue';
import type { OpenApiDocument } from './openapi-document';
import { listOperations } from './openapi-operations';

/** The APIs (spec §3 Resource/API) of one version file: one per operation, in file order. */
export function toResources(doc: OpenApiDocument, version: string): ApiResource[] {
  return listOperations(doc).map(({ path, method, operation }) => ({
    name: operation.operationId,
    displayName: operation.summary,
    description: operation.description ?? '',
    method,
    path,
    version,
    apiStatus: operation['x-marque-status'],
    response: Object.fromEntries(
      Object.entries(operation.responses).map(([code, response]) => [code, response.description]),
    ),
    authorizerType: operation['x-marque-authorizer'],
    generateTokenButton: operation['x-marque-generate-token'],
  }));
}
