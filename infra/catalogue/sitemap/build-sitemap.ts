import { sitemapRoutePaths } from '../../../shared/public-routes';
import type { CatalogueSource } from '../catalogue-source';

/**
 * Where the sitemap and robots.txt point when the build does not know the site's origin
 * (MARQUE_SITE_URL unset): the site deployment and the local server put the real one in its
 * place (`withSiteOrigin`). A reserved .invalid name, so a miss never points anywhere real.
 */
export const siteOriginPlaceholder = 'https://marque-site-origin.invalid';

/**
 * Every public path of the site a search engine should visit (shared/public-routes.ts, the list
 * the build pre-renders): the fixed pages, each post, each category's services, each service's
 * page and each API's documentation (once, whatever its versions).
 */
export function sitemapPaths(
  catalogue: CatalogueSource,
  /** The published posts' slugs (the build's: the content seed's). */
  blogSlugs: readonly string[],
): string[] {
  return sitemapRoutePaths({
    categories: catalogue.categories.map((category) => ({
      name: category.name,
      services: category.services.map((service) => service.service),
    })),
    apiNames: catalogue.categories.flatMap((category) =>
      category.services.flatMap((service) => service.resources.map((resource) => resource.name)),
    ),
    blogSlugs,
  });
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

/** The sitemap protocol's XML for `paths` on `origin` (no trailing slash). */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `text` (sitemap.xml, robots.txt) with the placeholder origin replaced by `origin`. */
export function withSiteOrigin(text: string, origin: string): string {
  return text.split(siteOriginPlaceholder).join(origin.replace(/\/+$/, ''));
}
