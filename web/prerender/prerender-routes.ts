/**
 * The public routes pre-rendered at build (the home page, content pages and the seeded posts,
 * catalogue and documentation pages). A new public page is one line here; the catalogue's own pages come from its data.
 */
export const staticPrerenderPaths: readonly string[] = [
  '/',
  '/home',
  '/contactus',
  '/getting-started',
  '/workinprogress',
  '/faq',
  '/blogs',
  '/documents',
  '/getting-started-new',
  '/apis/category',
];

/** What the build knows of the catalogue: its categories, services and documented APIs. */
export interface PrerenderCatalogue {
  categories: readonly { name: string; services: readonly string[] }[];
  /** The documentation index's operation names (`/apis/detail/<name>`). */
  apiNames: readonly string[];
  /** The seeded posts' slugs (`/blog/<slug>`). */
  blogSlugs?: readonly string[];
}

const segment = (value: string) => encodeURIComponent(value);

/** Every path to pre-render, each once, in a stable order. */
export function prerenderPaths(catalogue: PrerenderCatalogue): string[] {
  const paths = [
    ...staticPrerenderPaths,
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

/**
 * Where a path's page is written in the built site: `/a/b` → `a/b/index.html`. The home page
 * goes to its own folder, as `index.html` stays the app shell every other route falls back to.
 */
export function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '_root/index.html' : `${decodeURIComponent(trimmed)}/index.html`;
}
