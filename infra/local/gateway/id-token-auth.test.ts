import { describe, expect, it } from 'vitest';
import { parseGroups } from '../../../lambdas/lib/caller';
import {
  claimsAsAuthorizerStrings,
  createIdTokenAuth,
  javaDateString,
  tokenOf,
} from './id-token-auth';
import { testIdentity } from '../testing/fixture-gateway';

describe('claimsAsAuthorizerStrings', () => {
  it('turns claims into strings the way the REST Cognito authorizer does', () => {
    const claims = claimsAsAuthorizerStrings({
      sub: 'u1',
      email_verified: true,
      auth_time: 1680629979,
      iat: 1680629979,
      exp: 1680633579,
      'cognito:groups': ['admin', 'common-user'],
    });
    expect(claims).toEqual({
      sub: 'u1',
      email_verified: 'true',
      auth_time: '1680629979',
      iat: 'Tue Apr 04 17:39:39 UTC 2023',
      exp: 'Tue Apr 04 18:39:39 UTC 2023',
      'cognito:groups': 'admin,common-user',
    });
    expect(parseGroups(claims['cognito:groups'])).toEqual(['admin', 'common-user']);
  });

  it('pads the day of month like Java', () => {
    expect(javaDateString(Date.UTC(2024, 0, 5, 3, 4, 5) / 1000)).toBe(
      'Fri Jan 05 03:04:05 UTC 2024',
    );
  });
});

describe('tokenOf', () => {
  it('takes the raw token or the one after Bearer', () => {
    expect(tokenOf('abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenOf('  ')).toBeUndefined();
    expect(tokenOf(undefined)).toBeUndefined();
  });
});

describe('createIdTokenAuth', () => {
  const identity = testIdentity();
  const auth = createIdTokenAuth(identity);

  it('accepts an ID token signed by the pool', async () => {
    const outcome = await auth(`Bearer ${identity.token({ sub: 'user-9' })}`);
    expect(outcome).toMatchObject({ ok: true, claims: { sub: 'user-9', token_use: 'id' } });
  });

  it('refuses a missing, forged, foreign, access or expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const forged = `${identity.token().slice(0, -4)}AAAA`;
    expect(await auth(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(await auth(forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(await auth(identity.token({ aud: 'other-client' }))).toMatchObject({ ok: false });
    expect(await auth(identity.token({ token_use: 'access' }))).toMatchObject({ ok: false });
    expect(await auth(identity.token({ iat: past, exp: past + 3600 }))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await auth(testIdentity().token())).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
