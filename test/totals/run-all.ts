/**
 * `npm test`: every suite (vitest projects unit, cdk, web, integration; the Playwright journeys),
 * each with its wall time, then one plain line with the totals: `N passed, N failed` and
 * `, N flaky` when a test passed only on its retry (named above the line).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { childCpuSeconds } from './child-cpu';
import { vitestRuns } from './vitest-projects';
import { playwrightTotals, totalsLine, vitestTotals, type SuiteTotals } from './suite-totals';

const results = 'test/.results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const out = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = childCpuSeconds();
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined
      ? ''
      : `, ${(cpuAfter - cpuBefore).toFixed(0)} s CPU`;
  console.log(`\n${name}: ${seconds.toFixed(0)} s wall time${cpu}`);
  return { exit: out.status ?? 1, seconds };
}

const suites: { totals: SuiteTotals; seconds: number }[] = [];
// One vitest invocation per run, so each suite's wall time shows (a few seconds of start-up each).
for (const { name, projects } of vitestRuns) {
  const json = `${results}/vitest-${name}.json`;
  const { exit, seconds } = run(`vitest ${name}`, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ]);
  suites.push({ totals: { ...vitestTotals(json, exit), name: `vitest ${name}` }, seconds });
}
const playwright = run('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
});
suites.push({
  totals: playwrightTotals(`${results}/playwright.json`, playwright.exit),
  seconds: playwright.seconds,
});
console.log('');
for (const { totals, seconds } of suites) {
  console.log(`${totals.name}: ${totalsLine(totals)} (${seconds.toFixed(0)} s)`);
  for (const title of totals.flakyTitles) console.log(`  flaky (passed on retry): ${title}`);
}
const all = suites.map((suite) => suite.totals);
const total: SuiteTotals = {
  name: 'all',
  passed: all.reduce((sum, suite) => sum + suite.passed, 0),
  failed: all.reduce((sum, suite) => sum + suite.failed, 0),
  flaky: all.reduce((sum, suite) => sum + suite.flaky, 0),
  skipped: all.reduce((sum, suite) => sum + suite.skipped, 0),
  flakyTitles: [],
};
console.log(totalsLine(total));
process.exit(total.failed === 0 ? 0 : 1);
