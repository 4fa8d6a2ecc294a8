import { describe, expect, it } from 'vitest';
import { renderCaptcha } from './render-captcha';

describe('renderCaptcha', () => {
  it('draws an SVG picture of paths, without the answer as text', () => {
    const svg = renderCaptcha('Ab3#kW');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('Ab3#kW');
    expect(svg).not.toContain('<text');
  });
});
