/**
 * `tsx bin/write-sitemap.ts <file>`: writes the sitemap of the public pages
 * and the catalogue (`npm run build` gives web/public/sitemap.xml, which vite copies to
 * web/dist). The origin is MARQUE_SITE_URL when set, else a placeholder that the site deployment
 * and the local server replace with the site's own.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadCatalogue } from '../infra/catalogue/read-catalogue';
import {
  siteOriginPlaceholder,
  sitemapPaths,
  sitemapXml,
} from '../infra/catalogue/sitemap/build-sitemap';
import { seededBlogSlugs } from '../lambdas/content/seeded-blog-slugs';

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx bin/write-sitemap.ts <output file>');
  process.exit(2);
}
const origin = process.env.MARQUE_SITE_URL?.trim() || siteOriginPlaceholder;
if (!/^https?:\/\/[^/]+\/?$/.test(origin)) {
  console.error(`sitemap: MARQUE_SITE_URL must be an origin like https://developer.example.com`);
  process.exit(2);
}
try {
  const paths = sitemapPaths(loadCatalogue(), seededBlogSlugs(new Date()));
  const target = resolve(file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, sitemapXml(origin, paths));
  console.log(`sitemap: ${paths.length} pages on ${origin} in ${target}`);
} catch (error) {
  console.error(`sitemap: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
