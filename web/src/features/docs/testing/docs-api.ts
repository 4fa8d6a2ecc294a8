import { aCategory, aService } from '../../../testing/catalogue-fixtures';
import { mockApi, testConfig } from '../../../testing/mock-api';
import { setConfig } from '../../../lib/config';
import { docsIndexPath, serviceDocPath } from '../../../../../shared/docs/doc-model';
import { priceQuoteIndex, priceQuoteV1, priceQuoteV2 } from './price-quote-docs';

export const productApiUrl = 'https://{apiId}.execute-api.eu-west-1.amazonaws.com/{stage}';
export const serviceDetailPath = '/catalogue/categories/Presales/services/price-quote';
export const categoryAccessPath = '/users/me/category-access';

/** The catalogue's answer for Price Quote (its category asks for access requests). */
export function priceQuoteCatalogue(requestAccess = true) {
  return {
    category: aCategory({ name: 'Presales', requestAccess }),
    service: aService({
      service: 'price-quote',
      apiName: 'Price Quote',
      category: 'Presales',
      apiId: 'pq7x2k',
    }),
    apis: [],
  };
}

/**
 * Fakes the static documentation files (and any portal API answer in `extra`) with Price Quote
 * v1 and v2; `files` overrides or adds files by path. Sets a config with a product API URL.
 */
export function mockDocs(files: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const mock = mockApi({
    [docsIndexPath]: priceQuoteIndex,
    [serviceDocPath('price-quote', 'v1')]: priceQuoteV1,
    [serviceDocPath('price-quote', 'v2')]: priceQuoteV2,
    [serviceDetailPath]: priceQuoteCatalogue(),
    ...files,
    ...extra,
  });
  setConfig({ ...testConfig, productApiUrl });
  return mock;
}
