import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsBudgetsKb, routeBudgetKb } from './js-budgets';
import { readRouteJs } from './route-js';

let dist: string;
let routes: ReturnType<typeof readRouteJs>;

// Sizes only, of a fresh production build (never times).
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'marque-budget-'));
  // Its own process: under vitest NODE_ENV is 'test', which would build React's development files.
  execFileSync(
    'node_modules/.bin/vite',
    [
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
  routes = readRouteJs(dist);
}, 120_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('JS budgets of the production build (gzip KB)', () => {
  it(`home page ≤ ${jsBudgetsKb.home}`, () => {
    expect(routes.kbOf('features/content/pages/home-page')).toBeLessThanOrEqual(jsBudgetsKb.home);
  });

  it(`documentation route, try-out panel included, ≤ ${jsBudgetsKb.documentation}`, () => {
    expect(routes.kbOf('features/docs/pages/', 'try-out/try-out-panel')).toBeLessThanOrEqual(
      jsBudgetsKb.documentation,
    );
  });

  it(`every other page ≤ ${jsBudgetsKb.other}`, () => {
    expect(routes.pages.length).toBeGreaterThan(40);
    // The dashboard draws its charts at once with a chunk it loads itself (uPlot): counted.
    const firstLoad = (page: string) =>
      page.includes('dashboard-page')
        ? routes.kbOf(page, ...routes.laterOf(page))
        : routes.kbOf(page);
    const over = routes.pages
      .map((page) => ({ page, kb: firstLoad(page) }))
      .filter(({ page, kb }) => kb > routeBudgetKb(page));
    expect(over).toEqual([]);
  });
});
