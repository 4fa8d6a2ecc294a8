import { existsSync, readFileSync } from 'node:fs';

/** One suite's counts as `npm test` prints them. */
export interface SuiteTotals {
  name: string;
  passed: number;
  failed: number;
  /** Passed only on a retry: counted here, not among the passed. */
  flaky: number;
  skipped: number;
  flakyTitles: string[];
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests: { status: string; projectName?: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

/** A suite that ended badly without reporting a failure counts as one, never as silence. */
function crashed(exit: number, failed: number): number {
  return exit !== 0 && failed === 0 ? 1 : 0;
}

export function vitestTotals(path: string, exit: number): SuiteTotals {
  const report = readJson<VitestJson>(path);
  const failed = report?.numFailedTests ?? 0;
  return {
    name: 'vitest',
    passed: report?.numPassedTests ?? 0,
    failed: report ? failed + crashed(exit, failed) : 1,
    flaky: 0,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    flakyTitles: [],
  };
}

function flakyTitles(suites: PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map(() => [...here, spec.title].join(' › ')),
    );
    return [...own, ...flakyTitles(suite.suites ?? [], here)];
  });
}

export function playwrightTotals(path: string, exit: number): SuiteTotals {
  const report = readJson<PlaywrightJson>(path);
  const failed = report?.stats.unexpected ?? 0;
  return {
    name: 'playwright',
    passed: report?.stats.expected ?? 0,
    failed: report ? failed + crashed(exit, failed) : 1,
    flaky: report?.stats.flaky ?? 0,
    skipped: report?.stats.skipped ?? 0,
    flakyTitles: flakyTitles(report?.suites ?? []),
  };
}

/** `N passed, N failed`, then `, N flaky` and `, N skipped` where there are any. */
export function totalsLine(totals: SuiteTotals): string {
  return [
    `${totals.passed} passed, ${totals.failed} failed`,
    totals.flaky ? `, ${totals.flaky} flaky` : '',
    totals.skipped ? `, ${totals.skipped} skipped` : '',
  ].join('');
}
