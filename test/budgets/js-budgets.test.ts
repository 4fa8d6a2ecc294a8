import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFreshBuild, webBuildSources } from './fresh-build';
import { jsBudgetsKb } from './js-budgets';
import { pagesOverBudget } from './over-budget';
import { readRouteJs } from './route-js';

let tempDist: string | undefined;
let routes: ReturnType<typeof readRouteJs>;

/** A production build in a folder of its own, so web/dist is never overwritten. */
function buildToTemp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'marque-budget-'));
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
  return dist;
}

// Sizes only (never times), of the build CI made before the tests when it is the build of the
// code as it is, else of a fresh one.
beforeAll(() => {
  const built = 'web/dist';
  if (!isFreshBuild(built, webBuildSources)) tempDist = buildToTemp();
  routes = readRouteJs(tempDist ?? built);
}, 120_000);

afterAll(() => {
  if (tempDist) rmSync(tempDist, { recursive: true, force: true });
});

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
    expect(pagesOverBudget(routes)).toEqual([]);
  });
});
