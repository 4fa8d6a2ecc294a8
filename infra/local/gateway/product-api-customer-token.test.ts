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
/** The claims of a customer pool access token (custom auth of the customer app client). */
const customerClaims = (extra: Record<string, unknown> = {}) => ({
  sub: 'CUST000042',
  client_id: 'customer-client',
  token_use: 'access',
  scope: 'aws.cognito.signin.user.admin',
  aud: undefined,
  email: undefined,
  email_verified: undefined,
  'cognito:groups': undefined,
  ...extra,
});

/** The fixture catalogue with a vehicle-status operation whose authorizer is 'customerToken'. */
function withCustomerTokenOperation(): CatalogueSource {
  const catalogue = fixtureCatalogue();
  const service = catalogue.categories[0]!.services[0]!;
  const read = service.openapi.paths['/v1/vehicles/{vin}/status']!.get!;
  service.openapi.paths['/v1/vehicles/{vin}/location'] = {
    get: { ...read, operationId: 'locationGet', 'x-marque-authorizer': 'customerToken' },
  };
  return catalogue;
}

describe("product APIs: operations whose authorizer is 'customerToken'", () => {
  const running: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((g) => g.close()));
  });

  it("need the service's key and a customer pool access token: 401 otherwise", async () => {
    const f = await startFixtureGateway({ catalogue: withCustomerTokenOperation() });
    running.push(f.gateway);
    const { id } = await f.client.send(
      new CreateApiKeyCommand({
        name: 'sub',
        enabled: true,
        value: newKeyValue('vehicle-status', 'sandbox'),
      }),
    );
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
    const unauthorized = {
      status: 401,
      body: { message: productApiKeyMessages.missingKeyOrToken },
    };

    expect(await call('/location')).toEqual(unauthorized);
    const expired = f.customers.token(customerClaims({ iat: now() - 7200, exp: now() - 3600 }));
    expect(await call('/location', `Bearer ${expired}`)).toEqual(unauthorized);
    // The portal's try-out token is not a customer's.
    const tryOut = f.identity.token(
      customerClaims({ client_id: 'client1', scope: 'marque-products/try-out' }),
    );
    expect(await call('/location', `Bearer ${tryOut}`)).toEqual(unauthorized);
    const otherClient = f.customers.token(customerClaims({ client_id: 'someone-else' }));
    expect(await call('/location', `Bearer ${otherClient}`)).toEqual(unauthorized);

    const token = f.customers.token(customerClaims());
    expect(await call('/location', `Bearer ${token}`)).toEqual({
      status: 200,
      body: { vin: 'WVW1', fuel: 71 },
    });
    // The operation without the customer-token authorizer still takes the key alone.
    expect(await call('/status')).toEqual({ status: 200, body: { vin: 'WVW1', fuel: 71 } });
  });
});
