import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readPrerenderedPaths } from '../../infra/constructs/site-rewrite';
import { startSiteServer } from '../../infra/local/site-server';
import { round } from './lambda-bundles';

const dist = 'web/dist';
/** The browser flags of playwright.config.ts. */
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * The public routes measured: every page the build pre-rendered but the catalogue's, of which
 * the first of each kind (category, service, API docs) stands for the rest
 * (`MARQUE_BENCH_ALL_PAGES=1` measures every one, ~9 s a page).
 */
export function benchRoutes(paths: readonly string[], all = false): string[] {
  if (all) return [...paths];
  const kinds = ['/apis/services/', '/apis/servicesdetail/', '/apis/detail/'];
  const firstOfKind = kinds
    .map((kind) => paths.find((path) => path.startsWith(kind)))
    .filter((path): path is string => Boolean(path));
  return [...paths.filter((path) => !kinds.some((kind) => path.startsWith(kind))), ...firstOfKind];
}

/** gzip size of the site's own scripts among `urls` (what a first load of the route fetched). */
function scriptGzipKb(urls: string[]): number {
  const bytes = urls
    .map((url) => new URL(url).pathname)
    .filter((path) => path.endsWith('.js'))
    .map((path) => normalize(join(dist, path)))
    .filter((file) => file.startsWith(normalize(dist)))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  return round(bytes / 1024);
}

/**
 * Per public route of the production build (served as `npm start -- --prod` serves it, with
 * `configJson`): the JS a first load fetches (gzip KB) and Lighthouse's mobile scores.
 */
export async function webLighthouseFigures(configJson: string): Promise<Record<string, number>> {
  const paths = readPrerenderedPaths(dist);
  if (paths.length === 0) throw new Error(`${dist}/prerendered.json not found: run npm run build`);
  const site = await startSiteServer({ dist, port: 0, configJson });
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  const figures: Record<string, number> = {};
  try {
    for (const path of benchRoutes(paths, process.env.MARQUE_BENCH_ALL_PAGES === '1')) {
      const result = await lighthouse(new URL(path, site.url).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        // Pictures of the page score nothing; the full-page one alone is a second or two a page.
        disableFullPageScreenshot: true,
        skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const requests = result.lhr.audits['network-requests']?.details;
      const items = requests && 'items' in requests ? (requests.items as { url?: unknown }[]) : [];
      figures[`web route ${path} js gzip KB`] = scriptGzipKb(
        items.map((item) => item.url).filter((url): url is string => typeof url === 'string'),
      );
      for (const category of categories) {
        const score = result.lhr.categories[category]?.score;
        figures[`lighthouse ${path} ${category}`] = score == null ? -1 : Math.round(score * 100);
      }
    }
  } finally {
    chrome.kill();
    await site.close();
  }
  return figures;
}
