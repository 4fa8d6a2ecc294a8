import { describe, expect, it } from 'vitest';
import type { DocsIndexEntry } from '../../../../shared/docs/doc-model';
import { indexOf, priceQuoteV1, priceQuoteV2 } from '../../features/docs/testing/price-quote-docs';
import {
  isOverlayDoc,
  mergeDocsIndex,
  withheldOperations,
  withOverlay,
  type DocsOverlay,
} from './docs-overlay';

const emptyOverlay: DocsOverlay = {
  operations: {},
  documents: [],
  versions: {},
  unpublished: [],
  statuses: {},
};
const staticIndex = indexOf(priceQuoteV1, priceQuoteV2);
const entry = (overrides: Partial<DocsIndexEntry>): DocsIndexEntry => ({
  category: 'Presales',
  service: 'price-quote',
  apiName: 'Price Quote',
  version: 'v3',
  displayName: 'Create price quote',
  method: 'POST',
  path: '/v3/quotes',
  ...overrides,
});
const names = (index: { operations: Record<string, unknown> }) =>
  Object.keys(index.operations).sort();

describe('withheldOperations', () => {
  it("lists the build's operations of unpublished services, none without an overlay", () => {
    expect(withheldOperations(staticIndex, null)).toEqual({});
    expect(withheldOperations(staticIndex, emptyOverlay)).toEqual({});
    const withheld = withheldOperations(staticIndex, {
      ...emptyOverlay,
      unpublished: ['price-quote'],
    });
    expect(names({ operations: withheld })).toEqual(names(staticIndex));
  });
});

describe('mergeDocsIndex', () => {
  it('is the static index when there is no overlay (the portal API failed) or it is empty', () => {
    expect(mergeDocsIndex(staticIndex, null)).toBe(staticIndex);
    expect(mergeDocsIndex(staticIndex, emptyOverlay)).toEqual(staticIndex);
  });

  it('adds the operations of a new version and keeps the others', () => {
    const merged = mergeDocsIndex(staticIndex, {
      ...emptyOverlay,
      operations: { createPriceQuoteV3: entry({}) },
      documents: [{ category: 'Presales', service: 'price-quote', version: 'v3' }],
    });
    expect(names(merged)).toEqual([...names(staticIndex), 'createPriceQuoteV3'].sort());
    expect(merged.operations.createPriceQuoteV3).toEqual(entry({}));
  });

  it("replaces a replaced version's operations by the overlay's (a dropped one goes)", () => {
    const v2Names = priceQuoteV2.operations.map((operation) => operation.name);
    const merged = mergeDocsIndex(staticIndex, {
      ...emptyOverlay,
      operations: {
        createPriceQuoteV2: entry({ version: 'v2', displayName: 'Create a quote', path: '/v2/q' }),
      },
      documents: [{ category: 'Presales', service: 'price-quote', version: 'v2' }],
    });
    expect(merged.operations.createPriceQuoteV2?.displayName).toBe('Create a quote');
    for (const name of v2Names.filter((name) => name !== 'createPriceQuoteV2')) {
      expect(merged.operations[name]).toBeUndefined();
    }
    // v1 is untouched.
    expect(merged.operations.createPriceQuote).toEqual(staticIndex.operations.createPriceQuote);
  });

  it("removes every operation of an unpublished service, the overlay's too", () => {
    const merged = mergeDocsIndex(staticIndex, {
      ...emptyOverlay,
      operations: { createPriceQuoteV3: entry({}) },
      documents: [{ category: 'Presales', service: 'price-quote', version: 'v3' }],
      unpublished: ['price-quote'],
    });
    expect(merged.operations).toEqual({});
  });
});

describe('isOverlayDoc and withOverlay', () => {
  const overlay: DocsOverlay = {
    ...emptyOverlay,
    documents: [{ category: 'Presales', service: 'price-quote', version: 'v3' }],
    versions: { 'price-quote': ['v1', 'v2', 'v3'] },
  };

  it('reads a documented version from the portal API, any other from the static file', () => {
    expect(isOverlayDoc(overlay, 'price-quote', 'v3')).toBe(true);
    expect(isOverlayDoc(overlay, 'price-quote', 'v2')).toBe(false);
    expect(isOverlayDoc(null, 'price-quote', 'v3')).toBe(false);
  });

  it("gives a static doc the service's versions as the portal knows them", () => {
    expect(withOverlay(priceQuoteV2, overlay).versions).toEqual(['v1', 'v2', 'v3']);
    expect(withOverlay(priceQuoteV2, emptyOverlay)).toBe(priceQuoteV2);
    expect(withOverlay(priceQuoteV2, null)).toBe(priceQuoteV2);
  });

  it('gives each operation the status an admin set since the build', () => {
    const doc = withOverlay(priceQuoteV2, {
      ...emptyOverlay,
      statuses: { createPriceQuoteV2: 'tobeexpired', somethingElse: 'expired' },
    });
    expect(doc.operations.map((operation) => [operation.name, operation.apiStatus])).toEqual([
      ['createPriceQuoteV2', 'tobeexpired'],
      ['listQuoteAccessories', priceQuoteV2.operations[1]?.apiStatus],
    ]);
    expect(doc.versions).toEqual(priceQuoteV2.versions);
  });
});
