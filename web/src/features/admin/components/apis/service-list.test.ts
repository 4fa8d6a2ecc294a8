import { describe, expect, it } from 'vitest';
import { aCatalogueCategory, anAdminService } from '../../testing/apis-fixtures';
import { nextVersion, noFilters, serviceRows } from './service-list';

const categories = [
  aCatalogueCategory('Presales', [
    anAdminService({ service: 'price-quote', apiName: 'Price Quote', category: 'Presales' }),
    anAdminService({
      service: 'test-drive',
      apiName: 'Test Drive',
      category: 'Presales',
      published: false,
    }),
  ]),
  aCatalogueCategory('General', [
    anAdminService({ service: 'dealer-locator', apiName: 'Dealer Locator', category: 'General' }),
  ]),
];
const byName = { column: 'apiName', direction: 'asc' } as const;
const names = (rows: { apiName: string }[]) => rows.map((row) => row.apiName);

describe('serviceRows', () => {
  it('lists every category’s services sorted by name, either way', () => {
    expect(names(serviceRows(categories, noFilters, byName))).toEqual([
      'Dealer Locator',
      'Price Quote',
      'Test Drive',
    ]);
    expect(
      names(serviceRows(categories, noFilters, { column: 'apiName', direction: 'desc' })),
    ).toEqual(['Test Drive', 'Price Quote', 'Dealer Locator']);
  });

  it('sorts by category, then name', () => {
    expect(
      names(serviceRows(categories, noFilters, { column: 'category', direction: 'asc' })),
    ).toEqual(['Dealer Locator', 'Price Quote', 'Test Drive']);
    expect(
      names(serviceRows(categories, noFilters, { column: 'category', direction: 'desc' })),
    ).toEqual(['Test Drive', 'Price Quote', 'Dealer Locator']);
  });

  it('filters by category, published flag and part of the name or code', () => {
    expect(names(serviceRows(categories, { ...noFilters, category: 'General' }, byName))).toEqual([
      'Dealer Locator',
    ]);
    expect(
      names(serviceRows(categories, { ...noFilters, published: 'unpublished' }, byName)),
    ).toEqual(['Test Drive']);
    expect(names(serviceRows(categories, { ...noFilters, search: ' QUOTE ' }, byName))).toEqual([
      'Price Quote',
    ]);
    expect(names(serviceRows(categories, { ...noFilters, search: 'dealer-loc' }, byName))).toEqual([
      'Dealer Locator',
    ]);
  });
});

describe('nextVersion', () => {
  it('is one after the highest version', () => {
    expect(nextVersion(['v1', 'v2'])).toBe('v3');
    expect(nextVersion(['v2', 'v10', 'v9'])).toBe('v11');
    expect(nextVersion([])).toBe('v1');
  });
});
