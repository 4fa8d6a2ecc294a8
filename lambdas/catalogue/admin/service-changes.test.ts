import { describe, expect, it } from 'vitest';
import type { ApiResource, Service } from '../../../shared/domain/catalogue';
import { undeployedVersions } from '../service-item';
import { applyOverride, emptyOverride, withUploadedVersion } from './service-changes';

const api = (name: string, version: string, apiStatus = 'active'): ApiResource => ({
  name,
  displayName: name,
  description: '',
  method: 'GET',
  path: `/${version}/${name}`,
  version,
  apiStatus,
  response: { '200': 'OK' },
  authorizerType: 'apiKey',
  generateTokenButton: 'disabled',
});

const seed: Service = {
  service: 'warranty',
  apiId: 'w1',
  apiName: 'Warranty',
  description: 'Cover',
  category: 'Customer',
  customPath: '/warranty',
  disableAuth: false,
  usagePlans: [],
  versions: ['v1', 'v2'],
  resources: [api('getCover', 'v1'), api('getCoverV2', 'v2')],
};

describe('applyOverride', () => {
  it('replaces an uploaded version, adds a new one, applies statuses and the flag', () => {
    const item = applyOverride(
      seed,
      {
        ...emptyOverride('Customer', 'warranty'),
        published: false,
        statuses: { getCover: 'expired' },
        uploadedVersions: ['v2', 'v10'],
      },
      [
        { version: 'v2', resources: [api('getCoverV2b', 'v2')] },
        { version: 'v10', resources: [api('getCoverV10', 'v10')] },
      ],
    );
    expect(item.versions).toEqual(['v1', 'v2', 'v10']);
    expect(item.resources.map((r) => `${r.name}:${r.apiStatus}`)).toEqual([
      'getCover:expired',
      'getCoverV2b:active',
      'getCoverV10:active',
    ]);
    expect(item.published).toBe(false);
    expect(undeployedVersions(item)).toEqual(['v10']);
  });

  it('is the seed itself, all deployed, without an override', () => {
    const item = applyOverride(seed, undefined, []);
    expect(item.resources).toEqual(seed.resources);
    expect(item.published).toBeUndefined();
    expect(undeployedVersions(item)).toEqual([]);
  });
});

describe('withUploadedVersion', () => {
  it('records the version as uploaded once', () => {
    const once = withUploadedVersion(seed, { version: 'v3', resources: [api('a', 'v3')] });
    const twice = withUploadedVersion(once, { version: 'v3', resources: [api('b', 'v3')] });
    expect(twice.uploadedVersions).toEqual(['v3']);
    expect(twice.resources.map((r) => r.name)).toEqual(['getCover', 'getCoverV2', 'b']);
  });
});
