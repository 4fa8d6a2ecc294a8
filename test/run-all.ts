/**
 * `npm test`: every suite (vitest projects unit, cdk, web, integration; Playwright journeys),
 * then one plain line with the totals: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test/.results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const out = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return out.status ?? 1;
}

const vitestExit = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
const playwrightExit = run('npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
});
// The specs of the production build (pre-rendered pages), served as `npm start -- --prod` does.
const prodExit = run(
  'npx',
  ['playwright', 'test', '-c', 'playwright.prod.config.ts', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright-prod.json` },
);

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}>(`${results}/vitest.json`);
type PlaywrightStats = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
};
const playwright = readJson<PlaywrightStats>(`${results}/playwright.json`);
const prod = readJson<PlaywrightStats>(`${results}/playwright-prod.json`);

let passed =
  (vitest?.numPassedTests ?? 0) +
  (playwright?.stats.expected ?? 0) +
  (playwright?.stats.flaky ?? 0) +
  (prod?.stats.expected ?? 0) +
  (prod?.stats.flaky ?? 0);
let failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats.unexpected ?? 0) +
  (prod?.stats.unexpected ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (playwright?.stats.skipped ?? 0) + (prod?.stats.skipped ?? 0);
// A suite that crashed before reporting counts as one failure, never as silence.
if (!vitest || (vitestExit !== 0 && vitest.numFailedTests === 0)) failed += 1;
if (!playwright || (playwrightExit !== 0 && playwright.stats.unexpected === 0)) failed += 1;
if (!prod || (prodExit !== 0 && prod.stats.unexpected === 0)) failed += 1;
passed = Math.max(passed, 0);

console.log(
  `\nvitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`,
);
console.log(
  `playwright: ${playwright?.stats.expected ?? 0} passed, ${playwright?.stats.unexpected ?? 0} failed`,
);
console.log(
  `playwright (production build): ${prod?.stats.expected ?? 0} passed, ${prod?.stats.unexpected ?? 0} failed`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
