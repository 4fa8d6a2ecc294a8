/**
 * `npm test`: every suite (vitest projects unit, cdk, web, integration; the Playwright journeys),
 * each with its wall time, then one plain line with the totals: `N passed, N failed` and
 * `, N flaky` when a test passed only on its retry (named above the line).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { playwrightTotals, totalsLine, vitestTotals, type SuiteTotals } from './suite-totals';

const results = 'test/.results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const out = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  console.log(`\n${name}: ${seconds.toFixed(0)} s wall time`);
  return { exit: out.status ?? 1, seconds };
}

const vitest = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
const playwright = run('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
});

const suites: SuiteTotals[] = [
  vitestTotals(`${results}/vitest.json`, vitest.exit),
  playwrightTotals(`${results}/playwright.json`, playwright.exit),
];
console.log('');
for (const suite of suites) {
  console.log(`${suite.name}: ${totalsLine(suite)}`);
  for (const title of suite.flakyTitles) console.log(`  flaky (passed on retry): ${title}`);
}
console.log(
  `wall time: vitest ${vitest.seconds.toFixed(0)} s, playwright ${playwright.seconds.toFixed(0)} s`,
);
const total: SuiteTotals = {
  name: 'all',
  passed: suites.reduce((sum, suite) => sum + suite.passed, 0),
  failed: suites.reduce((sum, suite) => sum + suite.failed, 0),
  flaky: suites.reduce((sum, suite) => sum + suite.flaky, 0),
  skipped: suites.reduce((sum, suite) => sum + suite.skipped, 0),
  flakyTitles: [],
};
console.log(totalsLine(total));
process.exit(total.failed === 0 ? 0 : 1);
