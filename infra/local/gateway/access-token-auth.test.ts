import {
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  GetApiKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueSource } from '../../catalogue/catalogue-source';
import { fixtureCatalogue, startFixtureGateway, testIdentity } from '../testing/fixture-gateway';
import { createAccessTokenAuth } from './access-token-auth';

const scope = 'marque-products/try-out';
const now = () => Math.floor(Date.now() / 1000);
/** The claims of a client-credentials access token (no aud, no e-mail). */
const accessClaims = (extra: Record<string, unknown> = {}) => ({
  sub: 'client1',
  client_id: 'client1',
  token_use: 'access',
  scope,
  aud: undefined,
  email: undefined,
  email_verified: undefined,
  'cognito:groups': undefined,
  ...extra,
});

describe('createAccessTokenAuth', () => {
  const identity = testIdentity();
  const auth = createAccessTokenAuth(identity, scope);

  it('accepts an access token of the pool with the scope', async () => {
    const outcome = await auth(`Bearer ${identity.token(accessClaims())}`);
    expect(outcome).toMatchObject({ ok: true, claims: { client_id: 'client1', scope } });
  });

  it('refuses a missing, ID, unscoped, forged, foreign or expired token', async () => {
    const other = testIdentity();
    expect(await auth(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(await auth(identity.token())).toEqual({ ok: false, reason: 'invalid' });
    expect(await auth(identity.token(accessClaims({ scope: 'openid' })))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const forged = `${identity.token(accessClaims()).slice(0, -4)}AAAA`;
    expect(await auth(forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(await auth(other.token(accessClaims()))).toEqual({ ok: false, reason: 'invalid' });
    const expired = identity.token(accessClaims({ iat: now() - 7200, exp: now() - 3600 }));
    expect(await auth(expired)).toEqual({ ok: false, reason: 'expired' });
  });
});

/** The fixture catalogue with a second vehicle-status operation whose authorizer is 'cognito'. */
function withCognitoOperation(): CatalogueSource {
  const catalogue = fixtureCatalogue();
  const service = catalogue.categories[0]!.services[0]!;
  const read = service.openapi.paths['/v1/vehicles/{vin}/status']!.get!;
  service.openapi.paths['/v1/vehicles/{vin}/trips'] = {
    get: { ...read, operationId: 'tripsGet', 'x-marque-authorizer': 'cognito' },
  };
  return catalogue;
}

describe("product APIs: operations whose authorizer is 'cognito'", () => {
  const running: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((g) => g.close()));
  });

  it('need an access token with the try-out scope besides the key: 401 Unauthorized otherwise', async () => {
    const f = await startFixtureGateway({ catalogue: withCognitoOperation() });
    running.push(f.gateway);
    const { id } = await f.client.send(new CreateApiKeyCommand({ name: 'sub', enabled: true }));
    await f.client.send(
      new CreateUsagePlanKeyCommand({
        usagePlanId: f.plan('vehicle-status', 'sandbox', 'Basic'),
        keyId: id,
        keyType: 'API_KEY',
      }),
    );
    const key = (await f.client.send(new GetApiKeyCommand({ apiKey: id, includeValue: true })))
      .value!;
    const base = `${f.gateway.urls.productApis}/${f.ids.apiId('vehicle-status')}/sandbox/v1/vehicles/WVW1`;
    const call = async (path: string, authorization?: string) => {
      const res = await fetch(`${base}${path}`, {
        headers: { 'x-api-key': key, ...(authorization ? { authorization } : {}) },
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const token = f.identity.token(accessClaims());

    expect(await call('/trips')).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(await call('/trips', `Bearer ${f.identity.token()}`)).toMatchObject({ status: 401 });
    const expired = f.identity.token(accessClaims({ iat: now() - 7200, exp: now() - 3600 }));
    expect(await call('/trips', `Bearer ${expired}`)).toEqual({
      status: 401,
      body: { message: 'The incoming token has expired' },
    });
    expect(await call('/trips', `Bearer ${token}`)).toEqual({
      status: 200,
      body: { vin: 'WVW1', fuel: 71 },
    });
    // The key is still required with a token; the API-key-only operation needs no token.
    const keyless = await fetch(`${base}/trips`, { headers: { authorization: `Bearer ${token}` } });
    expect(keyless.status).toBe(403);
    expect((await call('/status')).status).toBe(200);
  });
});
