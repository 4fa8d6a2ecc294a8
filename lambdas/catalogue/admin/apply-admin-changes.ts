import type { CatalogueSeed } from '../../../shared/domain/catalogue';
import { isPublished, type ServiceItem } from '../service-item';
import { getUploadedVersions } from './definition-store';
import { listOverrides } from './override-store';
import { applyOverride } from './service-changes';

export interface EffectiveCatalogue extends CatalogueSeed {
  categories: (CatalogueSeed['categories'][number] & { services: ServiceItem[] })[];
}

/**
 * The seed with what admins changed at runtime applied (published flags, statuses, uploaded
 * versions), so a re-seed (`npm start`, a deploy) keeps the admins' work.
 */
export async function applyAdminChanges(seed: CatalogueSeed): Promise<EffectiveCatalogue> {
  const overrides = new Map((await listOverrides()).map((o) => [`${o.category}#${o.service}`, o]));
  const categories = [];
  for (const category of seed.categories) {
    const services: ServiceItem[] = [];
    for (const service of category.services) {
      const override = overrides.get(`${category.name}#${service.service}`);
      const uploads = override?.uploadedVersions.length
        ? await getUploadedVersions(service.service, override.uploadedVersions)
        : [];
      services.push(applyOverride(service, override, uploads));
    }
    categories.push({ ...category, services });
  }
  return { categories };
}

/** The catalogue as visitors see it: without unpublished services. */
export function publishedOnly(catalogue: EffectiveCatalogue): CatalogueSeed {
  return {
    categories: catalogue.categories.map((category) => ({
      ...category,
      services: category.services.filter(isPublished),
    })),
  };
}
