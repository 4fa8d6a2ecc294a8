import type { ServiceDoc } from '../../../shared/docs/doc-model';
import type { OpenApiDocument, ServiceSource } from '../catalogue-source';
import { listOperations } from '../openapi-operations';
import { dereference } from './dereference';
import { diffVersions } from './diff-versions';
import { toDocOperation } from './to-doc-operation';

/**
 * The product API's id is not known when the site is built (API Gateway assigns it at deploy,
 * and one build serves every stage), so the documents leave it empty: the page takes it from
 * the catalogue API's service (`Service.apiId`), as the catalogue and applications pages do.
 */
export const unknownApiId = '';

/** One document per version of a service, ascending; each after the first says what changed. */
export function toServiceDocs(service: ServiceSource): ServiceDoc[] {
  const docs: ServiceDoc[] = [];
  for (const version of service.versions) {
    const doc: ServiceDoc = {
      service: service.service,
      apiName: service.apiName,
      category: service.category,
      description: service.description,
      apiId: unknownApiId,
      version,
      versions: [...service.versions],
      operations: versionOperations(service.openapi, version),
    };
    const previous = docs[docs.length - 1];
    if (previous) doc.changes = diffVersions(previous, doc);
    docs.push(doc);
  }
  return docs;
}

/** The operations of one version of the merged document (its paths start with /<version>/). */
function versionOperations(merged: OpenApiDocument, version: string): ServiceDoc['operations'] {
  const paths = Object.fromEntries(
    Object.entries(merged.paths).filter(([path]) => path.startsWith(`/${version}/`)),
  );
  const doc: OpenApiDocument = { ...merged, paths: dereference(paths, merged) };
  return listOperations(doc).map(({ method, path, operation }) => {
    const shared = doc.paths[path]?.parameters as unknown;
    return toDocOperation(method, path, operation, Array.isArray(shared) ? shared : []);
  });
}
