import { loadCatalogue } from '../infra/catalogue/read-catalogue';
import { toCatalogueSeed } from '../infra/catalogue/to-catalogue-seed';
import { localCatalogueIds } from '../infra/local/gateway/local-ids';
import { isPublished, type ServiceItem } from '../lambdas/catalogue/service-item';
import { toServiceSummary } from '../lambdas/catalogue/to-service-summary';
import { publicView } from '../lambdas/content/content-order';
import { seedItems } from '../lambdas/content/seed-content';
import { buildPath } from '../shared/api/contract';
import {
  getServiceDetail,
  listCategories,
  listCategoryServices,
} from '../shared/api/catalogue-operations';
import { getBlogPost, listPublicContent } from '../shared/api/content-operations';
import type { ContentKind } from '../shared/domain/content';

/**
 * Content the public pages list, as a fresh deployment seeds it. Banners and the maintenance
 * window are left to the browser: they depend on the day and load after the page paints.
 */
const prerenderedKinds: readonly ContentKind[] = ['faq', 'blog', 'video', 'document'];

/** The portal API's catalogue and content answers as a fresh deployment gives them, by path. */
export interface PrerenderAnswers {
  answers: Map<string, unknown>;
  categories: { name: string; services: string[] }[];
  /** The seeded posts, each a page of its own (`/blog/<slug>`). */
  blogSlugs: string[];
}

/**
 * What the catalogue and content pages show at build: the catalogue source and the content seed
 * as the handlers read them (published services only; ids as the local cloud makes them up). The browser asks the portal
 * API again after hydrating, so admin changes and the deployed ids replace these at once.
 */
export function prerenderAnswers(): PrerenderAnswers {
  const source = loadCatalogue();
  const seed = toCatalogueSeed(source, localCatalogueIds(source));
  const answers = new Map<string, unknown>();
  const categories = seed.categories.map(({ services, ...category }) => {
    const published = services
      .map((service): ServiceItem => ({ ...service, category: category.name }))
      .filter(isPublished)
      .sort((a, b) => a.apiName.localeCompare(b.apiName));
    return { summary: { ...category, serviceCount: published.length }, published };
  });
  answers.set(buildPath(listCategories.path), {
    items: categories.map((c) => c.summary).sort((a, b) => (a.name < b.name ? -1 : 1)),
  });
  for (const { summary, published } of categories) {
    answers.set(buildPath(listCategoryServices.path, { category: summary.name }), {
      category: summary,
      items: published.map(toServiceSummary),
    });
    for (const service of published) {
      answers.set(
        buildPath(getServiceDetail.path, { category: summary.name, service: service.service }),
        { category: summary, service: toServiceSummary(service), apis: service.resources },
      );
    }
  }
  const content = seedItems();
  const now = new Date();
  const blogSlugs: string[] = [];
  for (const kind of prerenderedKinds) {
    const items = publicView(kind, content[kind], now);
    answers.set(buildPath(listPublicContent.path, { kind }), { items });
    for (const item of items) {
      if (item.kind !== 'blog') continue;
      answers.set(buildPath(getBlogPost.path, { kind, id: item.slug }), { item });
      blogSlugs.push(item.slug);
    }
  }
  return {
    answers,
    blogSlugs,
    categories: categories.map(({ summary, published }) => ({
      name: summary.name,
      services: published.map((service) => service.service),
    })),
  };
}
