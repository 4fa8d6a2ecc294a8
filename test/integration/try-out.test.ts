import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { productApiKeyMessages } from '../../shared/messages';
import type { ClientCredentialsItem } from '../../shared/api/applications-credentials-operations';
import type { ApiResource } from '../../shared/domain/catalogue';
import {
  tryOutLimits,
  type TryOutBody,
  type TryOutResponse,
} from '../../shared/api/docs-operations';
import { localTableName, tables } from '../../lambdas/data/tables';
import { accessRequestKey } from '../../lambdas/users/user-keys';
import { cloudPortal } from '../support/cloud-portal';
import { signOutOfPortal } from '../support/portal-sign-in';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

let owner: SubscribedPartner;
let other: SubscribedPartner;
let admin: string;
let credentials: { clientId: string; clientSecret: string };
/** A GET operation of the owner's subscribed (General) service, its parameters filled in. */
let getPath: string;

type Api = Pick<ApiResource, 'method' | 'path' | 'authorizerType'>;
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'TEST1234');
/** The e-mail claim of an ID token. */
const emailOf = (idToken: string) =>
  String(
    (
      JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as {
        email: string;
      }
    ).email,
  );

async function apisOf(category: string, service: string): Promise<Api[]> {
  const detail = await portalApi<{ apis: Api[] }>(
    'GET',
    `/catalogue/categories/${category}/services/${service}`,
    owner.token,
  );
  expect(detail.status).toBe(200);
  return detail.body.apis;
}

/** What an admin's approval writes (the approval screen comes with the requests area). */
async function approve(email: string, category: string): Promise<void> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('cloud').urls.dynamodb }),
  );
  await db.send(
    new UpdateCommand({
      TableName: localTableName('prod', tables.users),
      Key: accessRequestKey(email, category),
      UpdateExpression: 'SET requestStatus = :approved',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':approved': 'Approved' },
    }),
  );
  db.destroy();
}

const tryOut = (body: TryOutBody, token = owner.token) =>
  portalApi<TryOutResponse & { message?: string }>('POST', '/docs/try-out', token, body);

const ownCall = (): TryOutBody => ({
  apiId: owner.subscription.apiId,
  stage: 'sandbox',
  method: 'GET',
  path: getPath,
  subscription: { applicationId: owner.applicationId, service: owner.service, stage: 'sandbox' },
});

beforeAll(async () => {
  admin = await adminToken();
  owner = await subscribedPartner('tryout-owner', admin);
  other = await subscribedPartner('tryout-other', admin);
  const get = (await apisOf('General', owner.service)).find((api) => api.method === 'GET');
  getPath = concrete(get!.path);
  const created = await portalApi<{ item: ClientCredentialsItem; clientSecret: string }>(
    'POST',
    `/applications/${owner.applicationId}/client-credentials`,
    owner.token,
  );
  expect(created.status).toBe(200);
  credentials = { clientId: created.body.item.clientId, clientSecret: created.body.clientSecret };
});

afterAll(async () => {
  await owner?.signOut();
  await other?.signOut();
  if (admin) await signOutOfPortal(cloudPortal(), admin);
});

describe('POST /docs/token', () => {
  it("gives an access token on the try-out scope for the application's client credentials", async () => {
    const { status, body } = await portalApi<{
      token: string;
      expiresIn: number;
      tokenType: string;
    }>('POST', '/docs/token', owner.token, credentials);
    expect(status).toBe(200);
    expect(body).toMatchObject({ expiresIn: 3600, tokenType: 'Bearer' });
    const claims = JSON.parse(
      Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      client_id: credentials.clientId,
      token_use: 'access',
      scope: 'marque-products/try-out',
    });
  });

  it("answers a wrong secret with 401 'Please enter valid credentials'", async () => {
    const { status, body } = await portalApi('POST', '/docs/token', owner.token, {
      ...credentials,
      clientSecret: `${credentials.clientSecret.slice(0, -1)}X`,
    });
    expect(status).toBe(401);
    // Not the session's end: the web client signs the user out only for that.
    expect(body).toMatchObject({
      code: 'InvalidCredentials',
      message: 'Please enter valid credentials',
    });
    expect((await portalApi('GET', '/users/me', owner.token)).status).toBe(200);
  });
});

describe('POST /docs/try-out', () => {
  it("relays a call with the caller's subscription key to the product API: its mock answer", async () => {
    const direct = await owner.callProduct(owner.key);
    const { status, body } = await tryOut(ownCall());
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 200, statusText: 'OK', bodyEncoding: 'text' });
    expect(JSON.parse(body.body)).toEqual(await direct.json());
    expect(body.sizeBytes).toBeGreaterThan(0);
    expect(body.headers['content-type']).toContain('application/json');
    expect(JSON.stringify(body)).not.toContain(owner.key);
  });

  it('relays the product API refusing a call without a key (401, the authorizer has no identity)', async () => {
    const { status, body } = await tryOut({ ...ownCall(), subscription: undefined });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 401 });
    expect(JSON.parse(body.body)).toEqual({ message: productApiKeyMessages.missingKey });
  });

  it('refuses an API outside the catalogue, and a path outside the service operations (404)', async () => {
    const unknown = await tryOut({ ...ownCall(), apiId: 'zzzz999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/not in the catalogue/);
    const outside = await tryOut({ ...ownCall(), path: '/v1/not/an/operation' });
    expect(outside.status).toBe(404);
    expect(outside.body.message).toMatch(/is not an operation of/);
  });

  it('refuses a body over the limit (413)', async () => {
    const { status, body } = await tryOut({
      ...ownCall(),
      method: 'POST',
      body: Buffer.alloc(tryOutLimits.maxBodyBytes + 1, 97).toString('base64'),
      bodyEncoding: 'base64',
    });
    expect(status).toBe(413);
    expect(body.message).toMatch(/larger than the try-out limit/);
  });

  it("refuses another user's subscription (404)", async () => {
    const { status } = await tryOut({
      ...ownCall(),
      subscription: {
        applicationId: other.applicationId,
        service: other.service,
        stage: 'sandbox',
      },
    });
    expect(status).toBe(404);
  });

  it("relays a 'cognito' operation: 401 without an access token, 200 with one", async () => {
    // The partner asked for Sales at registration; the approval lets them subscribe and try out.
    await approve(emailOf(owner.token), 'Sales');
    const services = await portalApi<{ items: { service: string; apiId: string }[] }>(
      'GET',
      '/catalogue/categories/Sales/services',
      owner.token,
    );
    let target: { service: string; apiId: string; path: string } | undefined;
    for (const candidate of services.body.items) {
      const api = (await apisOf('Sales', candidate.service)).find(
        (a) => a.method === 'GET' && a.authorizerType === 'cognito',
      );
      if (api) target = { ...candidate, path: concrete(api.path) };
      if (target) break;
    }
    if (!target) throw new Error("No Sales service with a 'cognito' GET operation");
    const subscribed = await portalApi('POST', '/applications/subscriptions', owner.token, {
      applicationName: owner.subscription.applicationName,
      usagePlan: 'Basic',
      category: 'Sales',
      service: target.service,
    });
    expect(subscribed.status).toBe(200);
    const call: TryOutBody = {
      apiId: target.apiId,
      stage: 'sandbox',
      method: 'GET',
      path: target.path,
      subscription: {
        applicationId: owner.applicationId,
        service: target.service,
        stage: 'sandbox',
      },
    };

    const without = await tryOut(call);
    expect(without.status).toBe(200);
    expect(without.body).toMatchObject({ status: 401 });
    expect(JSON.parse(without.body.body)).toEqual({
      message: productApiKeyMessages.missingKeyOrToken,
    });

    const token = await portalApi<{ token: string }>(
      'POST',
      '/docs/token',
      owner.token,
      credentials,
    );
    const withToken = await tryOut({ ...call, token: token.body.token });
    expect(withToken.body).toMatchObject({ status: 200, bodyEncoding: 'text' });
  });
});
