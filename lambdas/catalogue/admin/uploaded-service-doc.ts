import type { ServiceDoc } from '../../../shared/docs/doc-model';
import { diffVersions } from '../../../shared/openapi/docs/diff-versions';
import { versionOperations } from '../../../shared/openapi/docs/version-operations';
import type { OpenApiDocument } from '../../../shared/openapi/openapi-document';
import type { ServiceItem } from '../service-item';

/**
 * The documentation of an uploaded version, built as the build builds the static docs
 * (infra/catalogue/docs/to-service-docs.ts); compared with the previous version when that one
 * was uploaded too (the static docs are not readable here: the page compares an upload with a
 * static previous version itself, web/src/lib/docs/version-comparison.ts).
 */
export function toUploadedServiceDoc(
  service: ServiceItem,
  version: string,
  doc: OpenApiDocument,
  previous?: ServiceDoc,
): ServiceDoc {
  const built: ServiceDoc = {
    service: service.service,
    apiName: service.apiName,
    category: service.category,
    description: service.description,
    apiId: service.apiId,
    version,
    versions: [...service.versions],
    operations: versionOperations(doc, version),
  };
  if (previous) built.changes = diffVersions(previous, built);
  return built;
}
