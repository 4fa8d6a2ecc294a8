import type { ApiResource, Service } from '../../../shared/domain/catalogue';
import { versionNumber, type ServiceItem } from '../service-item';

/** What admins changed on one service, kept apart from the seed so a re-seed applies it again. */
export interface ServiceOverride {
  category: string;
  service: string;
  /** Absent: as the seed says (published). */
  published?: boolean;
  /** API statuses set by an admin, by operation name. */
  statuses: Record<string, string>;
  /** Versions uploaded by an admin (their definitions are stored apart, lambdas/catalogue/admin/definition-store.ts). */
  uploadedVersions: string[];
  updatedAt: string;
  updatedBy: string;
}

export interface UploadedVersion {
  version: string;
  resources: ApiResource[];
}

export function emptyOverride(category: string, service: string): ServiceOverride {
  return { category, service, statuses: {}, uploadedVersions: [], updatedAt: '', updatedBy: '' };
}

const sortVersions = (versions: Iterable<string>) =>
  [...new Set(versions)].sort((a, b) => versionNumber(a) - versionNumber(b));

/** The service with one version's APIs replaced by (or added from) an upload. */
export function withUploadedVersion(item: ServiceItem, upload: UploadedVersion): ServiceItem {
  const versions = sortVersions([...item.versions, upload.version]);
  const resources = [
    ...item.resources.filter((resource) => resource.version !== upload.version),
    ...upload.resources,
  ].sort((a, b) => versions.indexOf(a.version) - versions.indexOf(b.version));
  return {
    ...item,
    versions,
    resources,
    uploadedVersions: sortVersions([...(item.uploadedVersions ?? []), upload.version]),
  };
}

/** The service with admin-set statuses applied to the APIs they name. */
export function withStatuses(item: ServiceItem, statuses: Record<string, string>): ServiceItem {
  return {
    ...item,
    resources: item.resources.map((resource) =>
      resource.name in statuses ? { ...resource, apiStatus: statuses[resource.name]! } : resource,
    ),
  };
}

/**
 * The seed's service with an admin's changes applied: uploaded versions (replacing the seed's
 * APIs of that version), statuses, the published flag. The seed's versions are the ones the
 * product gateway serves.
 */
export function applyOverride(
  seed: Service,
  override: ServiceOverride | undefined,
  uploads: readonly UploadedVersion[],
): ServiceItem {
  let item: ServiceItem = { ...seed, deployedVersions: [...seed.versions] };
  for (const upload of uploads) item = withUploadedVersion(item, upload);
  if (!override) return item;
  item = withStatuses(item, override.statuses);
  return override.published === undefined ? item : { ...item, published: override.published };
}
