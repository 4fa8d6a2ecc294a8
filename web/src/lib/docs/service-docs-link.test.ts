import { describe, expect, it } from 'vitest';
import type { DocsIndex, DocsIndexEntry } from '../../../../shared/docs/doc-model';
import { serviceDocsLink } from './service-docs-link';

const entry = (service: string, apiName: string): DocsIndexEntry => ({
  category: 'Customer',
  service,
  apiName,
  version: 'v1',
  displayName: apiName,
  method: 'GET',
  path: '/v1/x',
});
const index: DocsIndex = {
  operations: {
    getPriceQuote: entry('price-quote', 'getPriceQuote'),
    getVehicleStatus: entry('vehicle-status', 'getVehicleStatus'),
    getVehicleHealth: entry('vehicle-status', 'getVehicleHealth'),
  },
};
const vehicleStatus = { category: 'Customer', service: 'vehicle-status' };

describe('serviceDocsLink', () => {
  it("opens the docs page of the service's first API", () => {
    expect(serviceDocsLink(index, vehicleStatus)).toBe('/apis/detail/getVehicleStatus');
  });

  it("falls back to the service's page while the index is unknown or lists none of its APIs", () => {
    expect(serviceDocsLink(undefined, vehicleStatus)).toBe(
      '/apis/servicesdetail/Customer/vehicle-status',
    );
    expect(serviceDocsLink(index, { category: 'Sales', service: 'dealer locator' })).toBe(
      '/apis/servicesdetail/Sales/dealer%20locator',
    );
  });
});
