import { describe, expect, it } from 'vitest';
import { firstCallFiguresOf } from './first-call-figures';
import { addCounts, emptyCounts, modelJourney } from './first-call-model';

const signIn = addCounts(emptyCounts(), { clicks: 4, chars: 62, codes: 1, waitMs: 2_042 });
const retry = addCounts(emptyCounts(), { clicks: 2, chars: 2, screens: 1 });

describe('firstCallFiguresOf', () => {
  it("prints every count of each step and the total, waits in seconds, then the recoveries'", () => {
    const figures = firstCallFiguresOf({
      'first call': modelJourney([
        { name: 'admin activation', counts: emptyCounts() },
        { name: 'sign in', counts: signIn },
      ]),
      'recovery mistyped client id': modelJourney([{ name: 'mistyped', counts: retry }]),
    });
    expect(figures).toMatchObject({
      'first call admin activation machine wait s': 0,
      'first call sign in clicks': 4,
      'first call sign in chars': 62,
      'first call sign in codes': 1,
      'first call sign in machine wait s': 2,
      'first call sign in modelled s': 38.6,
      'first call total clicks': 4,
      'first call total modelled s': 38.6,
      'first call recovery mistyped client id clicks': 2,
      'first call recovery mistyped client id modelled s': 9.6,
    });
    expect(Object.keys(figures)).toHaveLength(3 * 10 + 2);
  });

  it('refuses a file without the first call', () => {
    expect(() => firstCallFiguresOf({})).toThrow("wrote no 'first call' figures");
  });
});
