import { readFileSync, rmSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { readPrerenderedPaths } from '../../../infra/constructs/site-rewrite';
import { catalogueDir } from '../../../infra/catalogue/read-catalogue';
import { startSiteServer } from '../../../infra/local/site-server';
import { docsIndexPath, type DocsIndex } from '../../../shared/docs/doc-model';
import type { Figures } from '../figure-output';
import { round } from '../lambda-bundles';
import { percentile } from '../percentiles';
import { benchRoutes, chromeFlags } from '../web-lighthouse';
import { docsComparisonFigures, type PageMeasure } from './comparison-figures';
import { buildReferencePage } from './reference-build';

const dist = 'web/dist';

/** Our documentation route's operation list (the sidebar), and swagger-ui's. */
const selectors = { docs: '.doc-sidebar__list li', swaggerUi: '.opblock' };

/**
 * Runs in the page before its own scripts: on each frame, whether the operation list is laid out
 * yet; the first frame it is, `performance.now()` (from the navigation's start) is kept. A string,
 * as tsx would wrap a function's inner functions in a helper the page does not have.
 */
type ListWindow = Window & { marqueListAt?: number };

const watchOperationList = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const found = () => {
    const list = document.querySelector(selector);
    if (list && list.getBoundingClientRect().height > 0) {
      window.marqueListAt = performance.now();
      return;
    }
    requestAnimationFrame(found);
  };
  requestAnimationFrame(found);
})();`;

/** gzip size of the JS files of `siteDir` among the paths a load fetched. */
function jsGzipKb(siteDir: string, paths: Iterable<string>): number {
  const bytes = [...paths]
    .filter((path) => path.endsWith('.js'))
    .map((path) => normalize(join(siteDir, path)))
    .filter((file) => file.startsWith(normalize(siteDir)))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  return round(bytes / 1024);
}

interface Load {
  ms: number;
  operations: number;
  /** The site's paths the load fetched. */
  fetched: Set<string>;
}

/** One cold load of `url` (a fresh context: no cache) until its operation list is drawn. */
async function loadOnce(browser: Browser, url: string, selector: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const fetched = new Set<string>();
    const origin = new URL(url).origin;
    page.on('response', (response) => {
      const address = new URL(response.url());
      if (address.origin === origin) fetched.add(address.pathname);
    });
    await page.addInitScript({ content: watchOperationList(selector) });
    await page.goto(url);
    await page.waitForFunction(() => (window as ListWindow).marqueListAt !== undefined, undefined, {
      timeout: 30_000,
    });
    const seen = await page.evaluate(
      (sel) => ({
        at: (window as ListWindow).marqueListAt ?? 0,
        items: document.querySelectorAll(sel).length,
      }),
      selector,
    );
    // What the page loads once the list is drawn belongs to its first load too.
    await page.waitForLoadState('networkidle');
    return { ms: seen.at, operations: seen.items, fetched };
  } finally {
    await context.close();
  }
}

/** The loads of one page as its figures: the first load's JS, the median time. */
function measureOf(loads: Load[], siteDir: string): PageMeasure {
  const first = loads[0];
  if (!first) throw new Error('No loads');
  return {
    jsGzipKb: jsGzipKb(siteDir, first.fetched),
    msToOperationList: round(
      percentile(
        loads.map((load) => load.ms).sort((a, b) => a - b),
        50,
      ),
    ),
    operations: first.operations,
  };
}

/**
 * Our documentation route (the first pre-rendered API page, as Lighthouse measures it) against a
 * page rendering the same service's OpenAPI document with swagger-ui-react, both production
 * builds served by the site server of `npm start -- --prod`, loaded cold in Chromium `loads`
 * times each, in turn. Figures: the JS each load fetched (gzip KB), the median time to a drawn
 * operation list, and ours as ratios to the reference.
 */
export async function docsVersusSwaggerFigures(configJson: string, loads = 5): Promise<Figures> {
  const path = benchRoutes(readPrerenderedPaths(dist)).find((p) => p.startsWith('/apis/detail/'));
  if (!path) throw new Error(`${dist} has no pre-rendered API page: run npm run build`);
  const apiName = decodeURIComponent(path.slice('/apis/detail/'.length));
  const index = JSON.parse(readFileSync(join(dist, docsIndexPath), 'utf8')) as DocsIndex;
  const entry = index.operations[apiName];
  if (!entry) throw new Error(`${apiName} is not in ${docsIndexPath}`);
  const openApiFile = join(
    catalogueDir,
    'services',
    entry.service,
    `openapi-${entry.version}.json`,
  );
  const referenceDir = await buildReferencePage(JSON.parse(readFileSync(openApiFile, 'utf8')));
  const site = await startSiteServer({ dist, port: 0, configJson });
  const reference = await startSiteServer({ dist: referenceDir, port: 0, configJson: '{}' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromeFlags,
  });
  try {
    const docs: Load[] = [];
    const swaggerUi: Load[] = [];
    // In turn, one load of each at a time, so both meet the machine alike.
    for (let i = 0; i < loads; i++) {
      docs.push(await loadOnce(browser, new URL(path, site.url).href, selectors.docs));
      swaggerUi.push(await loadOnce(browser, reference.url, selectors.swaggerUi));
    }
    return docsComparisonFigures(measureOf(docs, dist), measureOf(swaggerUi, referenceDir));
  } finally {
    await browser.close();
    await site.close();
    await reference.close();
    rmSync(referenceDir, { recursive: true, force: true });
  }
}
