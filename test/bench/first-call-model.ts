/**
 * Issue 23's model of a partner's time: what a person does, counted by the first-call journey
 * (test/e2e/first-call-journey.spec.ts), turned into seconds. Pure: no browser, no clock.
 */

/** What one step of a journey asked of the person, and how long the machine kept them waiting. */
export interface StepCounts {
  /** Clicks, including a checkbox ticked, an option picked, a mail link followed, Enter to run. */
  clicks: number;
  pastes: number;
  /** Fields filled (typed, pasted or a code entered). */
  fields: number;
  /** Characters typed by hand (a captcha's and a mailed code's too; pastes type none). */
  chars: number;
  /** E-mailed codes read from the inbox. */
  codes: number;
  /** Full document loads of the main frame. */
  pageLoads: number;
  /** Distinct views to take in: a route reached, a dialog opened, each tour step shown. */
  screens: number;
  tours: number;
  /** The machine's measured wall time from an action until the page showed what came next. */
  waitMs: number;
}

/** Seconds per thing a person does (issue 23's Measure). */
export const modelRates = {
  clickOrPasteS: 2,
  charS: 0.3,
  screenS: 5,
  codeS: 10,
} as const;

export interface NamedStep {
  name: string;
  counts: StepCounts;
}

export interface ModelledStep extends NamedStep {
  modelledS: number;
}

export interface ModelledJourney {
  steps: ModelledStep[];
  total: ModelledStep;
}

export function emptyCounts(): StepCounts {
  return {
    clicks: 0,
    pastes: 0,
    fields: 0,
    chars: 0,
    codes: 0,
    pageLoads: 0,
    screens: 0,
    tours: 0,
    waitMs: 0,
  };
}

export function addCounts(a: StepCounts, b: Partial<StepCounts>): StepCounts {
  const sum = { ...a };
  for (const key of Object.keys(sum) as (keyof StepCounts)[]) sum[key] += b[key] ?? 0;
  return sum;
}

/** 2 s a click or paste, 0.3 s a typed character, 5 s a screen, 10 s a mailed code, plus waits. */
export function modelledSeconds(counts: StepCounts): number {
  const seconds =
    (counts.clicks + counts.pastes) * modelRates.clickOrPasteS +
    counts.chars * modelRates.charS +
    counts.screens * modelRates.screenS +
    counts.codes * modelRates.codeS +
    counts.waitMs / 1000;
  return Math.round(seconds * 10) / 10;
}

/** Issue 23's targets for a new partner's path, and for recovering from a wrong step. */
export const firstCallTargets = { clicks: 25, modelledS: 150, recoveryS: 60 } as const;

/**
 * The partner's own modelled seconds: the model without the machine's waits, which are wall
 * time (a test may hold this to a target; the bench prints the whole figure).
 */
export function partnerSeconds(counts: StepCounts): number {
  return modelledSeconds({ ...counts, waitMs: 0 });
}

/** Each step with its modelled seconds, and the total of them all. */
export function modelJourney(steps: readonly NamedStep[]): ModelledJourney {
  const modelled = steps.map((step) => ({ ...step, modelledS: modelledSeconds(step.counts) }));
  const counts = steps.reduce((sum, step) => addCounts(sum, step.counts), emptyCounts());
  return { steps: modelled, total: { name: 'total', counts, modelledS: modelledSeconds(counts) } };
}

/** The first-call spec's figures file (MARQUE_FIRST_CALL_FIGURES): each journey by its name. */
export type FirstCallFiguresFile = Record<string, ModelledJourney>;
