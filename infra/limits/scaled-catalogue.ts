import type { CatalogueSource, ServiceSource } from '../catalogue/catalogue-source';

/**
 * The catalogue grown to `count` services by copying its own services under new slugs
 * (`<slug>-copy<n>`), so a test can hold a deployment to CloudFormation's and AWS's limits at a
 * catalogue size the maker does not have yet, with services as large as real ones.
 */
export function scaledCatalogue(base: CatalogueSource, count: number): CatalogueSource {
  const originals = base.categories.flatMap((c) => c.services);
  if (originals.length === 0) throw new Error('The catalogue has no service to copy');
  const categories = base.categories.map((c) => ({ ...c, services: [...c.services] }));
  for (let n = originals.length, copy = 1; n < count; copy++) {
    for (const original of originals) {
      if (n >= count) break;
      const service: ServiceSource = {
        ...original,
        service: `${original.service}-copy${copy}`,
        apiName: `${original.apiName} (copy ${copy})`,
        customPath: `${original.customPath}-copy${copy}`,
      };
      categories.find((c) => c.name === original.category)?.services.push(service);
      n++;
    }
  }
  return { ...base, categories };
}
