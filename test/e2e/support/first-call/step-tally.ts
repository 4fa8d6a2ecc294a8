import {
  addCounts,
  emptyCounts,
  type NamedStep,
  type StepCounts,
} from '../../../bench/first-call-model';

/** A journey's counts, per named step, in the order the steps ran. */
export class StepTally {
  private readonly steps: NamedStep[] = [];

  /** Runs `body` with everything counted meanwhile under `name` (a step may be empty). */
  async step<T>(name: string, body: () => Promise<T>): Promise<T> {
    this.steps.push({ name, counts: emptyCounts() });
    return body();
  }

  add(counts: Partial<StepCounts>): void {
    const current = this.steps.at(-1);
    if (!current) throw new Error('Counted outside a step: wrap the action in tally.step()');
    current.counts = addCounts(current.counts, counts);
  }

  all(): readonly NamedStep[] {
    return this.steps;
  }
}
