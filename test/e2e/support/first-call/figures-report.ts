import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import {
  modelJourney,
  type FirstCallFiguresFile,
  type ModelledJourney,
} from '../../../bench/first-call-model';
import type { StepTally } from './step-tally';

/** Where the bench asks the spec to write its figures (`first-call` group of `npm run bench`). */
export const figuresFileVariable = 'MARQUE_FIRST_CALL_FIGURES';

/**
 * Models a journey's counts and reports them: a console line and an annotation always, and under
 * `journey` in the JSON file named by MARQUE_FIRST_CALL_FIGURES when set (the spec's tests run one
 * after another in one worker, so each adds its own to what the earlier ones wrote).
 */
export function reportFigures(
  testInfo: TestInfo,
  journey: string,
  tally: StepTally,
): ModelledJourney {
  const modelled = modelJourney(tally.all());
  const line = JSON.stringify(modelled);
  console.log(`first-call figures ${journey}: ${line}`);
  testInfo.annotations.push({ type: `first-call ${journey}`, description: line });
  const path = process.env[figuresFileVariable];
  if (path) {
    const file: FirstCallFiguresFile = existsSync(path)
      ? (JSON.parse(readFileSync(path, 'utf8')) as FirstCallFiguresFile)
      : {};
    file[journey] = modelled;
    writeFileSync(path, JSON.stringify(file, null, 2));
  }
  return modelled;
}
