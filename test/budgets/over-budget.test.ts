import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsBudgetsKb } from './js-budgets';
import { pagesOverBudget } from './over-budget';
import { readRouteJs } from './route-js';

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'marque-over-budget-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

interface Chunk {
  kb: number;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A build of these modules: each chunk random bytes (gzip cannot shrink them) of `kb` KB. */
function build(chunks: Record<string, Chunk>) {
  const manifest = Object.fromEntries(
    Object.entries(chunks).map(([key, { kb, ...chunk }], i) => {
      const file = `assets/chunk-${i}.js`;
      writeFileSync(join(dist, file), randomBytes(kb * 1024));
      return [key, { file, src: key, ...chunk }];
    }),
  );
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return readRouteJs(dist);
}

const entry = { 'index.html': { kb: 40, isEntry: true, imports: ['_vendor.js'] } };
const vendor = { '_vendor.js': { kb: 20 } };
const page = (kb: number, more: Partial<Chunk> = {}): Chunk => ({
  kb,
  isDynamicEntry: true,
  ...more,
});

describe('pagesOverBudget on a synthetic build', () => {
  it('names each page whose first load (entry and static imports included) is over its budget', () => {
    const over = pagesOverBudget(
      build({
        ...entry,
        ...vendor,
        'src/features/content/pages/home-page.tsx': page(jsBudgetsKb.home - 70),
        'src/features/docs/pages/api-page.tsx': page(jsBudgetsKb.documentation - 70),
        'src/features/apps/pages/apps-page.tsx': page(jsBudgetsKb.other - 70),
        'src/features/apps/pages/heavy-page.tsx': page(jsBudgetsKb.other - 70, {
          imports: ['_charts.js'],
        }),
        '_charts.js': { kb: 20 },
        'src/features/apps/try-it.tsx': page(500),
      }),
    );
    expect(over.map(({ page }) => page)).toEqual(['src/features/apps/pages/heavy-page.tsx']);
    expect(over[0]!.kb).toBeGreaterThan(jsBudgetsKb.other);
  });

  it('holds the home and documentation pages to their own budgets', () => {
    const over = pagesOverBudget(
      build({
        ...entry,
        ...vendor,
        'src/features/content/pages/home-page.tsx': page(jsBudgetsKb.home - 50),
        'src/features/docs/pages/api-page.tsx': page(jsBudgetsKb.documentation - 50),
      }),
    );
    expect(over.map(({ page }) => page)).toEqual([
      'src/features/content/pages/home-page.tsx',
      'src/features/docs/pages/api-page.tsx',
    ]);
  });

  it("counts the chunks the dashboard loads itself, and no other page's", () => {
    const later = { '_uplot.js': { kb: 30 } };
    const over = pagesOverBudget(
      build({
        ...entry,
        ...vendor,
        ...later,
        'src/features/insights/pages/dashboard-page.tsx': page(jsBudgetsKb.other - 80, {
          dynamicImports: ['_uplot.js'],
        }),
        'src/features/insights/pages/usage-page.tsx': page(jsBudgetsKb.other - 80, {
          dynamicImports: ['_uplot.js'],
        }),
      }),
    );
    expect(over.map(({ page }) => page)).toEqual([
      'src/features/insights/pages/dashboard-page.tsx',
    ]);
  });
});
