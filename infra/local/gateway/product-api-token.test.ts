import {
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  GetApiKeyCommand,
} from '@aws-sdk/client-api-gateway';
import { afterEach, describe, expect, it } from 'vitest';
import { productApiKeyMessages } from '../../../shared/messages';
import { newKeyValue } from '../../../lambdas/product-keys/key-scope';
import type { CatalogueSource } from '../../catalogue/catalogue-source';
import { fixtureCatalogue, startFixtureGateway } from '../testing/fixture-gateway';

const now = () => Math.floor(Date.now() / 1000);
/** The claims of a client-credentials access token (no aud, no e-mail). */
const accessClaims = (extra: Record<string, unknown> = {}) => ({
  sub: 'client1',
  client_id: 'client1',
  token_use: 'access',
  scope: 'marque-products/try-out',
  aud: undefined,
  email: undefined,
  email_verified: undefined,
  'cognito:groups': undefined,
  ...extra,
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

  it('need the key of the service and an access token with the try-out scope: 401 otherwise', async () => {
    const f = await startFixtureGateway({ catalogue: withCognitoOperation() });
    running.push(f.gateway);
    const subscribe = async (service: string) => {
      const { id } = await f.client.send(
        new CreateApiKeyCommand({
          name: 'sub',
          enabled: true,
          value: newKeyValue(service, 'sandbox'),
        }),
      );
      await f.client.send(
        new CreateUsagePlanKeyCommand({
          usagePlanId: f.plan(service, 'sandbox', 'Basic'),
          keyId: id,
          keyType: 'API_KEY',
        }),
      );
      return (await f.client.send(new GetApiKeyCommand({ apiKey: id, includeValue: true }))).value!;
    };
    const key = await subscribe('vehicle-status');
    const otherKey = await subscribe('parking-slots');
    const base = `${f.gateway.urls.productApis}/${f.ids.apiId('vehicle-status')}/sandbox/v1/vehicles/WVW1`;
    const call = async (path: string, authorization?: string, apiKey = key) => {
      const res = await fetch(`${base}${path}`, {
        headers: { 'x-api-key': apiKey, ...(authorization ? { authorization } : {}) },
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const token = f.identity.token(accessClaims());
    const unauthorized = {
      status: 401,
      body: { message: productApiKeyMessages.missingKeyOrToken },
    };

    expect(await call('/trips')).toEqual(unauthorized);
    expect(await call('/trips', `Bearer ${f.identity.token()}`)).toEqual(unauthorized);
    const expired = f.identity.token(accessClaims({ iat: now() - 7200, exp: now() - 3600 }));
    expect(await call('/trips', `Bearer ${expired}`)).toEqual(unauthorized);
    const unscoped = f.identity.token(accessClaims({ scope: 'openid' }));
    expect(await call('/trips', unscoped)).toEqual(unauthorized);
    expect(await call('/trips', `Bearer ${token}`)).toEqual({
      status: 200,
      body: { vin: 'WVW1', fuel: 71 },
    });
    // A valid token does not let another service's key in.
    expect(await call('/trips', `Bearer ${token}`, otherKey)).toEqual({
      status: 403,
      body: { message: productApiKeyMessages.invalidKey },
    });
    // The key is still required with a token; the API-key-only operation needs no token.
    const keyless = await fetch(`${base}/trips`, { headers: { authorization: `Bearer ${token}` } });
    expect({ status: keyless.status, body: await keyless.json() }).toEqual(unauthorized);
    expect((await call('/status')).status).toBe(200);
  });
});
