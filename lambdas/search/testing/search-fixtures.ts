import type { SearchHit } from '../../../shared/api/docs-operations';
import { hitItems } from '../hit-items';

export function testHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    name: 'getVehicleStatus',
    displayName: 'Get vehicle status',
    description: 'Returns the doors, windows and fuel level of the connected car',
    category: 'Customer',
    service: 'vehicle-status',
    apiName: 'Vehicle Status',
    method: 'GET',
    versions: ['v1', 'v2'],
    ...overrides,
  };
}

/** The stored attributes of a hit (what a Query's projection returns). */
export function storedHit(hit: SearchHit): Record<string, unknown> {
  const { pk: _pk, sk: _sk, ...attributes } = hitItems(hit, 'g1')[0]!;
  return attributes;
}
