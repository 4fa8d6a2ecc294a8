/**
 * The public routes: the one list the build pre-renders (web/prerender) and the sitemap lists
 * (infra/catalogue/sitemap). A new public page is one line here; the catalogue's pages and the
 * posts' come from their data.
 */
export const publicPages = [
  { path: '/', inSitemap: true },
  // The same page as '/': a search engine is given one address of it.
  { path: '/home', inSitemap: false },
  { path: '/contactus', inSitemap: true },
  { path: '/getting-started', inSitemap: true },
  // A placeholder page ("work in progress"), not worth a search engine's visit.
  { path: '/workinprogress', inSitemap: false },
  { path: '/faq', inSitemap: true },
  { path: '/blogs', inSitemap: true },
  { path: '/documents', inSitemap: true },
  { path: '/getting-started-new', inSitemap: true },
  { path: '/apis/category', inSitemap: true },
] as const satisfies readonly { path: string; inSitemap: boolean }[];

/** What the public routes are made of beyond the fixed pages. */
export interface PublicCatalogue {
  categories: readonly { name: string; services: readonly string[] }[];
  /** The documented operations' names (`/apis/detail/<name>`). */
  apiNames: readonly string[];
  /** The published posts' slugs (`/blog/<slug>`). */
  blogSlugs?: readonly string[];
}

const segment = (value: string) => encodeURIComponent(value);

function routes(catalogue: PublicCatalogue, pages: readonly string[]): string[] {
  const paths = [
    ...pages,
    ...(catalogue.blogSlugs ?? []).map((slug) => `/blog/${segment(slug)}`),
    ...catalogue.categories.flatMap((category) => [
      `/apis/services/${segment(category.name)}`,
      ...category.services.map(
        (service) => `/apis/servicesdetail/${segment(category.name)}/${segment(service)}`,
      ),
    ]),
    ...catalogue.apiNames.map((name) => `/apis/detail/${segment(name)}`),
  ];
  return [...new Set(paths)];
}

/** Every public route, each once, in a stable order: the fixed pages first. */
export function publicRoutePaths(catalogue: PublicCatalogue): string[] {
  return routes(
    catalogue,
    publicPages.map((page) => page.path),
  );
}

/** The public routes a sitemap lists: all but the fixed pages marked out of it. */
export function sitemapRoutePaths(catalogue: PublicCatalogue): string[] {
  return routes(
    catalogue,
    publicPages.filter((page) => page.inSitemap).map((page) => page.path),
  );
}
