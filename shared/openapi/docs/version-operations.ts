import type { ServiceDoc } from '../../docs/doc-model';
import type { OpenApiDocument } from '../openapi-document';
import { listOperations } from '../openapi-operations';
import { dereference } from './dereference';
import { toDocOperation } from './to-doc-operation';

/** The operations of one version of the merged document (its paths start with /<version>/). */
export function versionOperations(
  merged: OpenApiDocument,
  version: string,
): ServiceDoc['operations'] {
  const paths = Object.fromEntries(
    Object.entries(merged.paths).filter(([path]) => path.startsWith(`/${version}/`)),
  );
  const doc: OpenApiDocument = { ...merged, paths: dereference(paths, merged) };
  return listOperations(doc).map(({ method, path, operation }) => {
    const shared = doc.paths[path]?.parameters as unknown;
    return toDocOperation(method, path, operation, Array.isArray(shared) ? shared : []);
  });
}
