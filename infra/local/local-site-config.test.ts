import { describe, expect, it } from 'vitest';
import { tiersOffered } from '../../shared/plans';
import { localSiteConfig } from './local-site-config';
import { localSiteContact } from '../../shared/site-contact';

const local = {
  identity: { region: 'us-east-1' as const, userPoolId: 'local_pool', userPoolClientId: 'web' },
  userPoolEndpoint: 'http://127.0.0.1:9229',
  portalApi: 'http://127.0.0.1:3001',
  productApis: 'http://127.0.0.1:3002',
  outbox: 'http://127.0.0.1:3003',
};

describe("the local cloud's /config.json", () => {
  it('tells the site of a preprod local cloud its stage, so it offers Basic only', () => {
    const config = localSiteConfig({ ...local, stage: 'preprod' });
    expect(config.stage).toBe('preprod');
    expect(tiersOffered(config.stage)).toEqual(['Basic']);
  });

  it('says where each local service answers', () => {
    expect(localSiteConfig({ ...local, stage: 'dev' })).toEqual({
      stage: 'dev',
      region: 'us-east-1',
      userPoolId: 'local_pool',
      userPoolClientId: 'web',
      userPoolEndpoint: 'http://127.0.0.1:9229',
      apiUrl: 'http://127.0.0.1:3001',
      productApiUrl: 'http://127.0.0.1:3002/{apiId}/{stage}',
      outboxUrl: 'http://127.0.0.1:3003',
      local: true,
      keyRotationOverlapHours: 24,
      // The local defaults; a deployment writes its stage's `contact`.
      contact: localSiteContact,
    });
  });

  it('refuses what the site could not read', () => {
    expect(() => localSiteConfig({ ...local, stage: 'dev', portalApi: 'not a url' })).toThrow();
  });
});
