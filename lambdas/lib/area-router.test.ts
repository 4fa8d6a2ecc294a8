import { describe, expect, it } from 'vitest';
import { createAreaRouter } from './area-router';
import { json } from './http-response';
import { proxyEvent } from '../testing/proxy-events';

describe('createAreaRouter', () => {
  const router = createAreaRouter<'catalogue'>({
    listCategories: async () => json(200, { which: 'categories' }),
    listCategoryServices: async () => json(200, { which: 'services' }),
    getServiceDetail: async () => json(200, { which: 'detail' }),
    getApiDefinition: async () => json(200, { which: 'definition' }),
    getDocsOverlay: async () => json(200, { which: 'overlay' }),
    getServiceDoc: async () => json(200, { which: 'doc' }),
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
    const foreign = await router(proxyEvent({ httpMethod: 'GET', resource: '/users/me' }));
    expect(foreign.statusCode).toBe(404);
  });

  it("builds only with exactly the area's operations", () => {
    // @ts-expect-error getApiDefinition is missing
    createAreaRouter<'catalogue'>({
      listCategories: async () => json(200, {}),
      listCategoryServices: async () => json(200, {}),
      getServiceDetail: async () => json(200, {}),
    });
    createAreaRouter<'catalogue'>({
      listCategories: async () => json(200, {}),
      listCategoryServices: async () => json(200, {}),
      getServiceDetail: async () => json(200, {}),
      getApiDefinition: async () => json(200, {}),
      // @ts-expect-error getCurrentUser is the account area's
      getCurrentUser: async () => json(200, {}),
    });
  });
});
