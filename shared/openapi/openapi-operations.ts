import type { HttpVerb } from '../domain/catalogue';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document';

/** The operation keys of an OpenAPI path item that the catalogue supports, in document order. */
export const operationMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type OperationMethod = (typeof operationMethods)[number];

export function isOperationMethod(key: string): key is OperationMethod {
  return (operationMethods as readonly string[]).includes(key);
}

export interface LocatedOperation {
  path: string;
  method: HttpVerb;
  operation: OpenApiOperation;
}

/** Every operation of a document, path by path, in the order the file lists them. */
export function listOperations(doc: OpenApiDocument): LocatedOperation[] {
  const found: LocatedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [key, operation] of Object.entries(item)) {
      if (isOperationMethod(key)) {
        found.push({ path, method: key.toUpperCase() as HttpVerb, operation });
      }
    }
  }
  return found;
}
