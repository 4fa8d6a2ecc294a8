import type { SearchHit } from '../../shared/api/docs-operations';
import type { ApiResource, CatalogueSeed, Service } from '../../shared/domain/catalogue';

/**
 * The APIs of a catalogue as search hits: one per service and operation name, with every
 * version that has it; display name, description and method from its newest version.
 */
export function searchHitsOf(seed: CatalogueSeed): SearchHit[] {
  return seed.categories.flatMap((category) =>
    category.services.flatMap((service) => serviceHits(category.name, service)),
  );
}

/** One service's hits, as searchHitsOf makes them. */
export function serviceHits(category: string, service: Service): SearchHit[] {
  const hits: SearchHit[] = [];
  const byName = new Map<string, ApiResource[]>();
  for (const resource of service.resources) {
    byName.set(resource.name, [...(byName.get(resource.name) ?? []), resource]);
  }
  const order = (version: string) => service.versions.indexOf(version);
  for (const [name, resources] of byName) {
    const sorted = [...resources].sort((a, b) => order(a.version) - order(b.version));
    const newest = sorted[sorted.length - 1]!;
    hits.push({
      name,
      displayName: newest.displayName,
      description: newest.description,
      category,
      service: service.service,
      apiName: service.apiName,
      method: newest.method,
      versions: [...new Set(sorted.map((resource) => resource.version))],
    });
  }
  return hits;
}
