import { describe, expect, it } from 'vitest';
import { docsComparisonFigures, ratioTo } from './comparison-figures';

describe('ratioTo', () => {
  it('divides ours by the reference, to two decimals', () => {
    expect(ratioTo(38.4, 430.2)).toBe(0.09);
    expect(ratioTo(300, 120)).toBe(2.5);
    expect(ratioTo(1, 3)).toBe(0.33);
  });

  it('refuses a reference of nothing', () => {
    expect(() => ratioTo(1, 0)).toThrow('positive');
  });
});

describe('docsComparisonFigures', () => {
  it('prints both pages raw and ours as ratios to the reference', () => {
    const figures = docsComparisonFigures(
      { jsGzipKb: 100, msToOperationList: 50, operations: 6 },
      { jsGzipKb: 400, msToOperationList: 200, operations: 6 },
    );
    expect(figures).toMatchObject({
      'docs js gzip KB': 100,
      'swagger-ui js gzip KB': 400,
      'docs js gzip ratio to swagger-ui': 0.25,
      'docs time to operation list ms': 50,
      'swagger-ui time to operation list ms': 200,
      'docs time to operation list ratio to swagger-ui': 0.25,
      'docs operation list items': 6,
      'swagger-ui operation list items': 6,
    });
  });
});
