import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightTotals, totalsLine, vitestTotals } from './suite-totals';

const dir = mkdtempSync(join(tmpdir(), 'suite-totals-'));
function report(name: string, body: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
}

describe('suite totals', () => {
  it('counts a Playwright test that passed on its retry as flaky, not passed, and names it', () => {
    const path = report('flaky.json', {
      stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'docs-journey.spec.ts',
          specs: [{ title: 'the developer tries an operation', tests: [{ status: 'flaky' }] }],
          suites: [
            {
              title: 'signed out',
              specs: [{ title: '/home', tests: [{ status: 'expected' }] }],
            },
          ],
        },
      ],
    });
    const totals = playwrightTotals(path, 0);
    expect(totalsLine(totals)).toBe('3 passed, 0 failed, 1 flaky');
    expect(totals.flakyTitles).toEqual(['docs-journey.spec.ts › the developer tries an operation']);
  });

  it('says nothing of flaky or skipped when there are none', () => {
    const path = report('clean.json', {
      stats: { expected: 5, unexpected: 0, flaky: 0, skipped: 0 },
    });
    expect(totalsLine(playwrightTotals(path, 0))).toBe('5 passed, 0 failed');
  });

  it('counts a suite that exited badly with no failure reported, or no report, as one failure', () => {
    const path = report('vitest.json', {
      numPassedTests: 7,
      numFailedTests: 0,
      numPendingTests: 0,
    });
    expect(totalsLine(vitestTotals(path, 1))).toBe('7 passed, 1 failed');
    expect(totalsLine(vitestTotals(join(dir, 'missing.json'), 1))).toBe('0 passed, 1 failed');
    expect(totalsLine(playwrightTotals(join(dir, 'missing.json'), 0))).toBe('0 passed, 1 failed');
  });

  it('reports skipped and todo tests, so a skip never hides', () => {
    const path = report('skips.json', {
      numPassedTests: 2,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
    });
    expect(totalsLine(vitestTotals(path, 1))).toBe('2 passed, 1 failed, 2 skipped');
  });
});
