import type { Service } from '../../shared/domain/catalogue';

/**
 * A service as the catalogue table holds it: the seed's Service with what admins changed applied
 * (lambdas/catalogue/admin/): the published flag, the versions the product gateway serves (the
 * seed's) and the versions an admin uploaded.
 */
export interface ServiceItem extends Service {
  /** Absent on items written before admins could unpublish: published. */
  published?: boolean;
  /** The versions on the product gateway (the seed's); absent: all of them. */
  deployedVersions?: string[];
  /** Versions whose definition an admin uploaded in the portal. */
  uploadedVersions?: string[];
  /** Bumped by every admin change (optimistic locking against a concurrent change). */
  revision?: number;
}

export const isPublished = (service: Service | ServiceItem): boolean =>
  !('published' in service) || service.published !== false;

/** The versions the catalogue lists that the product gateway does not serve (no try-out). */
export function undeployedVersions(service: ServiceItem): string[] {
  const deployed = service.deployedVersions;
  return deployed ? service.versions.filter((version) => !deployed.includes(version)) : [];
}

export { versionNumber } from '../../shared/domain/version-to-move-to';
