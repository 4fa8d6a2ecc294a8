import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueSource } from '../catalogue-source';
import { sitemapPaths, sitemapXml, withSiteOrigin } from './build-sitemap';

/**
 * The local server's /sitemap.xml (made from the catalogue) and /robots.txt (web/public's, its
 * placeholder origin replaced), both on the local origin, as the deployed site serves its own.
 */
export function seoFilesMiddleware(options: {
  origin: string;
  catalogue: CatalogueSource;
  /** The published posts' slugs (the content seed's). */
  blogSlugs: readonly string[];
  robotsPath: string;
}) {
  const files: Record<string, { type: string; body: () => string }> = {
    '/sitemap.xml': {
      type: 'application/xml',
      body: () => sitemapXml(options.origin, sitemapPaths(options.catalogue, options.blogSlugs)),
    },
    '/robots.txt': {
      type: 'text/plain',
      body: () => withSiteOrigin(readFileSync(options.robotsPath, 'utf8'), options.origin),
    },
  };
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const file = files[(request.url ?? '').split('?')[0] ?? ''];
    if (!file) {
      next();
      return;
    }
    response.setHeader('content-type', `${file.type}; charset=utf-8`);
    response.setHeader('cache-control', 'no-store');
    response.end(file.body());
  };
}
