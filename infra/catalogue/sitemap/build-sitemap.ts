import type { CatalogueSource } from '../catalogue-source';

/**
 * Where the sitemap and robots.txt point when the build does not know the site's origin
 * (MARQUE_SITE_URL unset): the site deployment and the local server put the real one in its
 * place (`withSiteOrigin`). A reserved .invalid name, so a miss never points anywhere real.
 */
export const siteOriginPlaceholder = 'https://marque-site-origin.invalid';

/** The public pages that are not the catalogue's: the home page and the content pages. */
export const publicPagePaths = [
  '/',
  '/apis/category',
  '/getting-started',
  '/faq',
  '/blogs',
  '/documents',
  '/contactus',
] as const;

const segment = encodeURIComponent;

/**
 * Every public path of the site: the pages above, each category's services, each service's
 * page and each API's documentation (once, whatever its versions), in the router's spelling
 * (web/src/lib/catalogue-links.ts).
 */
export function sitemapPaths(catalogue: CatalogueSource): string[] {
  const paths = new Set<string>(publicPagePaths);
  for (const category of catalogue.categories) {
    paths.add(`/apis/services/${segment(category.name)}`);
    for (const service of category.services) {
      paths.add(`/apis/servicesdetail/${segment(category.name)}/${segment(service.service)}`);
    }
  }
  for (const category of catalogue.categories) {
    for (const service of category.services) {
      for (const resource of service.resources) paths.add(`/apis/detail/${segment(resource.name)}`);
    }
  }
  return [...paths];
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
