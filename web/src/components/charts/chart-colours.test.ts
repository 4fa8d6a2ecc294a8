import { afterEach, describe, expect, it } from 'vitest';
import { resolveCssColour } from './chart-colours';

afterEach(() => document.documentElement.style.removeProperty('--color-chart-1'));

describe('resolveCssColour', () => {
  it("reads a token's current value, keeping a hex alpha suffix", () => {
    document.documentElement.style.setProperty('--color-chart-1', '#5b9bff');
    expect(resolveCssColour('var(--color-chart-1)')).toBe('#5b9bff');
    expect(resolveCssColour('var(--color-chart-1)cc')).toBe('#5b9bffcc');
  });

  it('passes literal colours and unknown tokens through', () => {
    expect(resolveCssColour('#1557c0')).toBe('#1557c0');
    expect(resolveCssColour('var(--no-such-token)')).toBe('var(--no-such-token)');
  });
});
