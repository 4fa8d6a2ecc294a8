/** What a fake passes each call through, so a test can see and fail each step. */
export interface StepGate {
  /** Before a call takes effect: may refuse it. */
  pass(step: string): void;
  /** After it took effect: may lose its answer. */
  settle(): void;
}

/**
 * `refused`: the armed call fails without taking effect. `lost`: it takes effect, then its answer
 * is lost (a timeout after the service did the work), so the caller sees a failure.
 */
export type FaultMode = 'refused' | 'lost';

/** The failure a test injects: a service error, neither a refusal nor a missing thing. */
export class InjectedFailure extends Error {
  readonly $fault = 'server';
  constructor(readonly step: string) {
    super(`Injected failure at ${step}`);
    this.name = 'InternalFailure';
  }
}

/**
 * "Fail at step N": every call of the fakes sharing this gate is recorded as a step, in order;
 * when armed, the call at that index throws InjectedFailure instead of taking effect, or after
 * taking effect in `lost` mode (calls after it, such as an undo's, go through). Record a successful run first (`steps`), then run
 * the same operation once per step with `failAt(index)`, so a new step gets its own test.
 */
export class StepFaults implements StepGate {
  readonly steps: string[] = [];
  private armedAt: number | undefined;
  private mode: FaultMode = 'refused';
  private losing: string | undefined;
  private recording = false;

  /** Starts counting from step 0 (setup calls before this are neither recorded nor failed). */
  start(failAt?: number, mode: FaultMode = 'refused'): void {
    this.steps.length = 0;
    this.armedAt = failAt;
    this.mode = mode;
    this.recording = true;
  }

  stop(): void {
    this.recording = false;
  }

  /** Whether the armed step was reached (a test of step N must have failed step N). */
  get fired(): boolean {
    return this.armedAt !== undefined && this.steps.length > this.armedAt;
  }

  pass(step: string): void {
    if (!this.recording) return;
    const index = this.steps.length;
    // Times in keys (a rotation marker's expiry) vary per run; the step's name must not.
    this.steps.push(step.replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>'));
    if (index !== this.armedAt) return;
    if (this.mode === 'lost') this.losing = step;
    else throw new InjectedFailure(step);
  }

  settle(): void {
    const lost = this.losing;
    this.losing = undefined;
    if (lost) throw new InjectedFailure(lost);
  }
}
