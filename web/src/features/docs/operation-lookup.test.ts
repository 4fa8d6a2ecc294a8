import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../lib/catalogue-links';
import { counterpartIn, pathWithoutVersion } from './operation-lookup';
import { maskedRequestUrl, requestUrl } from './request-url';
import { priceQuoteV1 } from './testing/price-quote-docs';

describe('operation lookup', () => {
  it('drops only a leading version segment', () => {
    expect(pathWithoutVersion('/v2/models/{modelCode}')).toBe('/models/{modelCode}');
    expect(pathWithoutVersion('/v12')).toBe('/');
    expect(pathWithoutVersion('/vehicles/v2')).toBe('/vehicles/v2');
  });

  it('finds the same method and path in another version, else its first operation', () => {
    expect(counterpartIn(priceQuoteV1, { method: 'POST', path: '/v2/quotes' })?.name).toBe(
      'createPriceQuote',
    );
    expect(counterpartIn(priceQuoteV1, { method: 'GET', path: '/v2/quotes' })?.name).toBe(
      'listModelVariants',
    );
    expect(counterpartIn({ ...priceQuoteV1, operations: [] }, { method: 'GET', path: '/' })).toBe(
      undefined,
    );
  });

  it('orders versions newest first, numerically', () => {
    expect(newestFirst(['v1', 'v10', 'v2', 'v2'])).toEqual(['v10', 'v2', 'v1']);
  });
});

describe('request URL', () => {
  it('fills apiId and the sandbox stage', () => {
    expect(requestUrl('http://127.0.0.1:4010/{apiId}/{stage}/', 'abc', '/v2/quotes')).toBe(
      'http://127.0.0.1:4010/abc/sandbox/v2/quotes',
    );
  });

  it('masks host and base path, keeping scheme and path', () => {
    expect(maskedRequestUrl('http://127.0.0.1:4010/{apiId}/{stage}', '/v1/quotes')).toBe(
      'http://••••••••/v1/quotes',
    );
    expect(maskedRequestUrl(undefined, '/v1/quotes')).toBe('https://••••••••/v1/quotes');
  });
});
