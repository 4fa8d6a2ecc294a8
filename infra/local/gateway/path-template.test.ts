import { describe, expect, it } from 'vitest';
import { createTemplateMatcher } from './path-template';

const matcher = createTemplateMatcher(
  [
    '/catalogue/categories',
    '/catalogue/categories/{category}/services',
    '/catalogue/categories/{category}/services/{service}',
    '/catalogue/categories/special/services',
    '/files/{proxy+}',
  ].map((template) => ({ template, value: template })),
);

describe('createTemplateMatcher', () => {
  it('matches a template and decodes its parameters', () => {
    const [match] = matcher.matchAll('/catalogue/categories/Parking%20Management/services');
    expect(match?.template).toBe('/catalogue/categories/{category}/services');
    expect(match?.params).toEqual({ category: 'Parking Management' });
  });

  it('puts literal segments before parameters', () => {
    const all = matcher.matchAll('/catalogue/categories/special/services');
    expect(all.map((m) => m.template)).toEqual([
      '/catalogue/categories/special/services',
      '/catalogue/categories/{category}/services',
    ]);
  });

  it('matches greedy parameters over several segments', () => {
    expect(matcher.matchAll('/files/a/b%2Fc')[0]?.params).toEqual({ proxy: 'a/b/c' });
    expect(matcher.matchAll('/files')).toEqual([]);
  });

  it('matches nothing for unknown or malformed paths', () => {
    expect(matcher.matchAll('/catalogue')).toEqual([]);
    expect(matcher.matchAll('/catalogue/categories/x/services/y/z')).toEqual([]);
    expect(matcher.matchAll('/catalogue/categories/%E0%A4%A/services')).toEqual([]);
  });
});
