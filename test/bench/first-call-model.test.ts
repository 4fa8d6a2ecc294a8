import { describe, expect, it } from 'vitest';
import {
  addCounts,
  emptyCounts,
  modelJourney,
  modelledSeconds,
  partnerSeconds,
} from './first-call-model';

describe('modelledSeconds', () => {
  it("gives issue 23's before: 55 clicks and pastes, 164 characters, 26 screens, a code, 8.7 s", () => {
    const before = addCounts(emptyCounts(), {
      clicks: 53,
      pastes: 2,
      chars: 164,
      screens: 26,
      codes: 1,
      waitMs: 8_700,
    });
    // About 5.1 minutes.
    expect(modelledSeconds(before)).toBe(307.9);
  });

  it('leaves out what the model does not price: fields, page loads and tours themselves', () => {
    expect(modelledSeconds(addCounts(emptyCounts(), { fields: 9, pageLoads: 4, tours: 2 }))).toBe(
      0,
    );
  });
});

describe('modelJourney', () => {
  it('models each step and the sum of their counts', () => {
    const journey = modelJourney([
      { name: 'register', counts: addCounts(emptyCounts(), { clicks: 3, chars: 10 }) },
      { name: 'sign in', counts: addCounts(emptyCounts(), { codes: 1, screens: 1, waitMs: 500 }) },
    ]);
    expect(journey.steps.map((step) => [step.name, step.modelledS])).toEqual([
      ['register', 9],
      ['sign in', 15.5],
    ]);
    expect(journey.total).toMatchObject({
      name: 'total',
      counts: { clicks: 3, chars: 10, codes: 1, screens: 1, waitMs: 500 },
      modelledS: 24.5,
    });
  });

  it('totals nothing as zero', () => {
    expect(modelJourney([]).total.modelledS).toBe(0);
  });
});

describe('partnerSeconds', () => {
  it("is the model without the machine's waits", () => {
    const counts = addCounts(emptyCounts(), { clicks: 10, chars: 100, screens: 4, waitMs: 9_000 });
    expect(partnerSeconds(counts)).toBe(70);
    expect(modelledSeconds(counts)).toBe(79);
  });
});
