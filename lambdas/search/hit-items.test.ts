import { describe, expect, it } from 'vitest';
import type { CatalogueSeed } from '../../shared/domain/catalogue';
import { hitItems, toHit } from './hit-items';
import { searchHitsOf } from './search-hits';
import { keyWord, matchesEveryWord, searchWords } from './search-words';
import { testHit } from './testing/search-fixtures';

describe('search words', () => {
  it('lower-cases and splits on anything but letters and digits', () => {
    expect(searchWords('Read a Number-Plate (v2)')).toEqual(['read', 'a', 'number', 'plate', 'v2']);
  });

  it('reads the index by the longest word, none below 3 characters', () => {
    expect(keyWord(['get', 'vehicle', 'status'])).toBe('vehicle');
    expect(keyWord(['a', 'bc'])).toBeUndefined();
  });

  it('matches when every term word starts a word of the text', () => {
    const text = searchWords('Get vehicle status');
    expect(matchesEveryWord(['veh', 'stat'], text)).toBe(true);
    expect(matchesEveryWord(['hicle'], text)).toBe(false);
  });
});

describe('hitItems', () => {
  const items = hitItems(testHit(), 'g1');

  it('writes one item per distinct word of 3+ characters, display-name words under N', () => {
    const keys = items.map((item) => `${item.pk} ${item.sk}`);
    expect(keys).toContain('SEARCH#g1#N#veh vehicle#vehicle-status#getVehicleStatus');
    expect(keys).toContain('SEARCH#g1#T#doo doors#vehicle-status#getVehicleStatus');
    expect(keys).toContain('SEARCH#g1#T#cus customer#vehicle-status#getVehicleStatus');
    expect(keys.filter((key) => key.includes(' of#'))).toEqual([]);
    // 'the' is a stop word in the description, not in a display name
    expect(keys.filter((key) => key.includes(' the#'))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the hit in short attributes', () => {
    expect(toHit(items[0]!)).toEqual(testHit());
  });

  it('keys a display name by its stop words too', () => {
    const keys = hitItems(testHit({ displayName: 'Charge for the car' }), 'g1').map((i) => i.pk);
    expect(keys).toContain('SEARCH#g1#N#the');
  });
});

describe('searchHitsOf', () => {
  const resource = (version: string, displayName: string) => ({
    name: 'readPlate',
    displayName,
    description: 'From an image',
    method: 'POST' as const,
    path: `/${version}/plates`,
    version,
    apiStatus: 'active',
    response: {},
    authorizerType: 'apiKey' as const,
    generateTokenButton: 'enabled' as const,
  });
  const seed: CatalogueSeed = {
    categories: [
      {
        name: 'OCR',
        description: '',
        icon: 'ocr',
        redirectLink: '',
        sdkRequired: false,
        authorizationDisabled: false,
        subscribable: true,
        requestAccess: false,
        services: [
          {
            service: 'number-plate-ocr',
            apiId: 'abc',
            apiName: 'Number Plate OCR',
            description: '',
            category: 'OCR',
            customPath: '/plate',
            disableAuth: false,
            usagePlans: [],
            versions: ['v1', 'v2'],
            resources: [resource('v2', 'Read a plate (new)'), resource('v1', 'Read a plate')],
          },
        ],
      },
    ],
  };

  it('gives one hit per operation with its versions, named as in its newest version', () => {
    expect(searchHitsOf(seed)).toEqual([
      {
        name: 'readPlate',
        displayName: 'Read a plate (new)',
        description: 'From an image',
        category: 'OCR',
        service: 'number-plate-ocr',
        apiName: 'Number Plate OCR',
        method: 'POST',
        versions: ['v1', 'v2'],
      },
    ]);
  });
});
