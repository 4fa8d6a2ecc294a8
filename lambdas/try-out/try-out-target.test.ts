/** Where a try-out call may go: the operation it must match and the URL built for it. */
import { describe, expect, it } from 'vitest';
import type { ApiResource } from '../../shared/domain/catalogue';
import { SettingsError } from '../lib/settings';
import { isPlainPath, matchResource } from './operation-match';
import { productApiBase, productApiUrl } from './product-api-url';

const api = (method: ApiResource['method'], path: string, name: string) =>
  ({ method, path, name }) as ApiResource;
const resources = [
  api('GET', '/v1/orders/{orderId}', 'getOrder'),
  api('GET', '/v1/orders/summary', 'getSummary'),
  api('POST', '/v1/orders', 'createOrder'),
];

describe('matchResource', () => {
  it('finds the operation of a concrete path, literal segments first, as API Gateway routes', () => {
    expect(matchResource(resources, 'GET', '/v1/orders/O-1')?.name).toBe('getOrder');
    expect(matchResource(resources, 'GET', '/v1/orders/summary')?.name).toBe('getSummary');
    expect(matchResource(resources, 'POST', '/v1/orders/')?.name).toBe('createOrder');
    expect(matchResource(resources, 'GET', '/v1/orders/O%2D1')?.name).toBe('getOrder');
  });

  it('finds none for another method, segment count or literal, or a dot segment', () => {
    expect(matchResource(resources, 'DELETE', '/v1/orders/O-1')).toBeUndefined();
    expect(matchResource(resources, 'GET', '/v1/orders/O-1/lines')).toBeUndefined();
    expect(matchResource(resources, 'GET', '/v2/orders/O-1')).toBeUndefined();
    expect(matchResource(resources, 'GET', '/v1/orders/..')).toBeUndefined();
    expect(matchResource(resources, 'GET', '/v1/orders/%2E')).toBeUndefined();
    expect(matchResource(resources, 'GET', '/v1/orders/%E0%A4%A')).toBeUndefined();
    expect(isPlainPath('/v1/a/b')).toBe(true);
  });
});

describe('productApiBase', () => {
  const env = { PRODUCT_API_URL: 'https://{apiId}.execute-api.eu-west-1.amazonaws.com/{stage}' };

  it("puts the catalogue's apiId and the stage into the deployment's template", () => {
    const base = productApiBase('abc123', 'sandbox', env);
    expect(productApiUrl(base, '/v1/orders/O-1', { lang: 'en', q: 'a b' }).href).toBe(
      'https://abc123.execute-api.eu-west-1.amazonaws.com/sandbox/v1/orders/O-1?lang=en&q=a+b',
    );
    const local = productApiBase('abc123', 'prod', {
      PRODUCT_API_URL: 'http://127.0.0.1:4010/{apiId}/{stage}',
    });
    expect(productApiUrl(local, '/v1/orders', {}).href).toBe(
      'http://127.0.0.1:4010/abc123/prod/v1/orders',
    );
  });

  it('throws a SettingsError without a template naming both placeholders', () => {
    expect(() => productApiBase('abc123', 'sandbox', {})).toThrow(SettingsError);
    expect(() =>
      productApiBase('abc123', 'sandbox', { PRODUCT_API_URL: 'https://example.com/{stage}' }),
    ).toThrow(/PRODUCT_API_URL/);
  });
});
