import { describe, expect, it } from 'vitest';
import { createAreaRouter } from './area-router';
import { json } from './http-response';
import { proxyEvent } from '../testing/proxy-events';

describe('createAreaRouter', () => {
  const router = createAreaRouter({
    listCategories: async () => json(200, { which: 'categories' }),
    getServiceDetail: async () => json(200, { which: 'detail' }),
  });

  it('dispatches on method and resource template', async () => {
    const result = await router(
      proxyEvent({
        httpMethod: 'GET',
        resource: '/catalogue/categories/{category}/services/{service}',
      }),
    );
    expect(JSON.parse(result.body)).toEqual({ which: 'detail' });
  });

  it('answers 404 for a route the area does not serve', async () => {
    const result = await router(
      proxyEvent({ httpMethod: 'DELETE', resource: '/catalogue/categories' }),
    );
    expect(result.statusCode).toBe(404);
  });
});
