import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../shared/site-config';
import { configProblems, requiredConfigFields } from './config-shape';

const valid = {
  stage: 'dev',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_abc',
  userPoolClientId: 'client123',
  apiUrl: 'https://api.example.com/prod',
};

describe('the browser check of /config.json', () => {
  it('requires exactly the fields the shared schema requires', () => {
    const required = Object.entries(siteConfigSchema.shape)
      .filter(([, schema]) => schema._zod.optin !== 'optional')
      .map(([field]) => field);
    expect([...requiredConfigFields].sort()).toEqual(required.sort());
  });

  it('accepts a file the shared schema accepts', () => {
    expect(siteConfigSchema.safeParse(valid).success).toBe(true);
    expect(configProblems({ ...valid, userPoolEndpoint: 'http://127.0.0.1:9229' })).toEqual([]);
  });

  it('names each missing field and each URL that is not http(s)', () => {
    expect(configProblems({ ...valid, region: ' ', userPoolClientId: undefined })).toEqual([
      'region: must not be empty',
      'userPoolClientId: must not be empty',
    ]);
    expect(
      configProblems({ ...valid, apiUrl: 'javascript:alert(1)', outboxUrl: 'ftp://x' }),
    ).toEqual(['apiUrl: must be an http(s) URL', 'outboxUrl: must be an http(s) URL']);
  });

  it('refuses anything but an object', () => {
    for (const raw of [null, [], 'config', 42])
      expect(configProblems(raw)).toEqual(['the file must hold a JSON object']);
  });
});
