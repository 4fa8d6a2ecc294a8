import { getDocsOverlay } from '../../../shared/api/catalogue-operations';
import type { DocsIndexEntry } from '../../../shared/docs/doc-model';
import { getDocsEntries } from '../../catalogue/admin/definition-store';
import { listOverrides } from '../../catalogue/admin/override-store';
import { getService } from '../../catalogue/catalogue-repository';
import { isPublished } from '../../catalogue/service-item';
import { handleOperation } from '../../lib/operation-handler';

/**
 * The docs as admins changed them since the build (see the contract for how the page merges
 * them): read from the admins' override items (one partition, one per changed service), their
 * services and their uploaded versions' index entries.
 */
export const getDocsOverlayHandler = handleOperation(getDocsOverlay, async () => {
  const overrides = await listOverrides();
  const services = await Promise.all(overrides.map((o) => getService(o.category, o.service)));
  const operations: Record<string, DocsIndexEntry> = {};
  const versions: Record<string, string[]> = {};
  const statuses: Record<string, string> = {};
  const unpublished: string[] = [];
  const uploaded: { service: string; version: string }[] = [];
  services.forEach((service, i) => {
    const override = overrides[i];
    if (!service || !override) return;
    if (!isPublished(service)) {
      unpublished.push(service.service);
      return;
    }
    versions[service.service] = service.versions;
    Object.assign(statuses, override.statuses);
    for (const version of override.uploadedVersions) {
      uploaded.push({ service: service.service, version });
    }
  });
  const entries = await getDocsEntries(uploaded);
  for (const entry of entries) Object.assign(operations, entry.operations);
  return {
    operations,
    documents: entries.map(({ category, service, version }) => ({ category, service, version })),
    versions,
    unpublished,
    statuses,
  };
});
