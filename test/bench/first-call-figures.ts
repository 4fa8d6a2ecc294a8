import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Figures } from './figure-output';
import type { FirstCallFiguresFile, ModelledStep } from './first-call-model';

/** The journey the figures per step come from; the spec's other journeys are recoveries. */
export const firstCallJourney = 'first call';
const spec = 'test/e2e/first-call-journey.spec.ts';
/** Its own portal's ports: the browser suite's are +200, the bench cloud's +400. */
const portsOffset = '450';

function stepFigures(prefix: string, step: ModelledStep): Figures {
  const { counts } = step;
  return {
    [`${prefix} clicks`]: counts.clicks,
    [`${prefix} pastes`]: counts.pastes,
    [`${prefix} fields`]: counts.fields,
    [`${prefix} chars`]: counts.chars,
    [`${prefix} codes`]: counts.codes,
    [`${prefix} page loads`]: counts.pageLoads,
    [`${prefix} screens`]: counts.screens,
    [`${prefix} tours`]: counts.tours,
    [`${prefix} machine wait s`]: Math.round(counts.waitMs / 100) / 10,
    [`${prefix} modelled s`]: step.modelledS,
  };
}

/**
 * The spec's figures file as bench figures: every count of each step of the first call and of
 * its total (`first call <step> clicks` … `first call total modelled s`), then each recovery's
 * modelled seconds and clicks.
 */
export function firstCallFiguresOf(file: FirstCallFiguresFile): Figures {
  const journey = file[firstCallJourney];
  if (!journey) throw new Error(`The first-call spec wrote no '${firstCallJourney}' figures`);
  const figures: Figures = {};
  for (const step of [...journey.steps, journey.total]) {
    Object.assign(figures, stepFigures(`first call ${step.name}`, step));
  }
  for (const [name, recovery] of Object.entries(file)) {
    if (name === firstCallJourney) continue;
    figures[`first call ${name} clicks`] = recovery.total.counts.clicks;
    figures[`first call ${name} modelled s`] = recovery.total.modelledS;
  }
  return figures;
}

/**
 * Runs the first-call spec with Playwright on a portal of its own (ports +450), one worker, and
 * reads the figures it wrote. Run after the bench cloud has stopped, so the two never share the
 * CPU. Its output goes to stderr (stdout holds the figures); a failed run fails the bench.
 */
export async function firstCallFigures(): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'marque-bench-first-call-'));
  const path = join(dir, 'figures.json');
  try {
    const code = await new Promise<number | null>((done, fail) => {
      const run = spawn('npx', ['playwright', 'test', '--project=journeys', '--workers=1', spec], {
        env: {
          ...process.env,
          CI: 'true',
          MARQUE_E2E_PORTS_OFFSET: portsOffset,
          MARQUE_FIRST_CALL_FIGURES: path,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      run.stdout.on('data', (chunk: Buffer) => process.stderr.write(chunk));
      run.on('error', fail);
      run.on('close', done);
    });
    if (code !== 0) throw new Error(`The first-call journey failed (playwright exit ${code})`);
    return firstCallFiguresOf(JSON.parse(readFileSync(path, 'utf8')) as FirstCallFiguresFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
