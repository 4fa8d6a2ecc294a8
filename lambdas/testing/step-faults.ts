/** What a fake passes each call through, so a test can see and fail each step. */
export interface StepGate {
  pass(step: string): void;
}

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
 * when armed, the call at that index throws InjectedFailure instead of taking effect (calls
 * after it, such as an undo's, go through). Record a successful run first (`steps`), then run
 * the same operation once per step with `failAt(index)`, so a new step gets its own test.
 */
export class StepFaults implements StepGate {
  readonly steps: string[] = [];
  private armedAt: number | undefined;
  private recording = false;

  /** Starts counting from step 0 (setup calls before this are neither recorded nor failed). */
  start(failAt?: number): void {
    this.steps.length = 0;
    this.armedAt = failAt;
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
    this.steps.push(step);
    if (index === this.armedAt) throw new InjectedFailure(step);
  }
}
