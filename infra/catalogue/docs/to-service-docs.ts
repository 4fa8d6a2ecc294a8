import type { ServiceDoc } from '../../../shared/docs/doc-model';
import type { ServiceSource } from '../catalogue-source';
import { diffVersions } from '../../../shared/openapi/docs/diff-versions';
import { versionOperations } from '../../../shared/openapi/docs/version-operations';

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
