import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler } from './customer-identity-handler';
import { bodyOf, customerEvent, useCustomerBackend } from './testing/customer-requests';

useCustomerBackend();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /v1/sdk-details', () => {
  it('answers the region, the customer pool and client, and the stage URL as reached', async () => {
    const result = await handler(customerEvent('GET', '/v1/sdk-details'));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toBe('application/json');
    expect(bodyOf(result)).toEqual({
      region: 'ap-south-1',
      userPoolId: 'us-east-1_Customers',
      userPoolWebClientId: 'customer-client',
      gatewayUrl: 'https://abc123.execute-api.us-east-1.amazonaws.com/sandbox',
    });
  });

  it('takes the scheme from X-Forwarded-Proto (the local gateway is http)', async () => {
    const result = await handler(
      customerEvent('GET', '/v1/sdk-details', undefined, { 'X-Forwarded-Proto': 'http' }),
    );
    expect(bodyOf(result).gatewayUrl).toBe(
      'http://abc123.execute-api.us-east-1.amazonaws.com/sandbox',
    );
  });

  it('answers 500 UNEXPECTED.TECHNICAL.FAILURE, logged, when the pool is not configured', async () => {
    vi.stubEnv('CUSTOMER_POOL_ID', '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await handler(customerEvent('GET', '/v1/sdk-details'));
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({
      code: 'UNEXPECTED.TECHNICAL.FAILURE',
      message: 'An unexpected error occured during login.',
      requestId: 'req-0001',
    });
    expect(String(logged.mock.calls[0]?.[0])).toContain('CUSTOMER_POOL_ID');
  });
});

describe('routing', () => {
  it('answers 404 with the error shape for an operation it does not have', async () => {
    for (const [method, path] of [
      ['GET', '/v1/otp/verify'],
      ['POST', '/v1/nothing'],
    ] as const) {
      const result = await handler(customerEvent(method, path, {}));
      expect(result.statusCode).toBe(404);
      expect(result.headers?.['content-type']).toBe('application/json');
      expect(bodyOf(result)).toMatchObject({ code: 'NOT_FOUND', requestId: 'req-0001' });
    }
  });
});
