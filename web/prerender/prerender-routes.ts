import { publicPages, publicRoutePaths } from '../../shared/public-routes';

/** The fixed public pages pre-rendered at build (shared/public-routes.ts lists them). */
export const staticPrerenderPaths: readonly string[] = publicPages.map((page) => page.path);

/** Every path to pre-render, each once, in a stable order: the one list of public routes. */
export const prerenderPaths = publicRoutePaths;

/**
 * Where a path's page is written in the built site: `/a/b` → `a/b/index.html`. The home page
 * goes to its own folder, as `index.html` stays the app shell every other route falls back to.
 */
export function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '_root/index.html' : `${decodeURIComponent(trimmed)}/index.html`;
}
