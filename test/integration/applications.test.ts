import {
  APIGatewayClient,
  GetApiKeyCommand,
  GetApiKeysCommand,
  GetUsagePlansCommand,
} from '@aws-sdk/client-api-gateway';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApplicationItem, SubscriptionItem } from '../../shared/api/applications-operations';
import { usagePlans, type UsagePlanLimits } from '../../shared/plans';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import { callsWithBucketHeld, waitForFullBucket } from '../support/throttle';
import { workerAdmin } from '../support/worker-admin';

interface ServiceInfo {
  service: string;
  apiId: string;
  usagePlans: { id: string; stage: string; tier: string }[];
}

const portal = () => cloudPortal();
const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
) => callPortalApi<T>(portal(), method, path, token, body);

let ownerToken: string;
let otherToken: string;
let gateway: APIGatewayClient;
/** A service of General (subscribable, no access request needed) with a GET API, and another. */
let service: ServiceInfo;
let servicePath: string;
let otherService: ServiceInfo;
const run = Date.now().toString(36);

async function newPartner(prefix: string, adminToken: string): Promise<string> {
  const partner = { email: uniqueEmail(prefix), password: 'Partner#2026a' };
  expect((await registerPartner(portal(), partner.email, partner.password)).status).toBe(200);
  expect((await activate(portal(), adminToken, partner.email)).status).toBe(200);
  return (await signInToPortal(portal(), partner.email, partner.password)).idToken;
}

beforeAll(async () => {
  const admin = workerAdmin();
  const adminToken = (await signInToPortal(portal(), admin.email, admin.password)).idToken;
  ownerToken = await newPartner('apps-owner', adminToken);
  otherToken = await newPartner('apps-other', adminToken);
  // One live session per user: the suites after this one sign the admin in again.
  await signOutOfPortal(portal(), adminToken);
  gateway = new APIGatewayClient({
    endpoint: inject('cloud').urls.controlPlane,
    region: 'us-east-1',
    maxAttempts: 1,
  });
  const { body } = await api<{ items: ServiceInfo[] }>(
    'GET',
    '/catalogue/categories/General/services',
    ownerToken,
  );
  for (const candidate of body.items) {
    const detail = await api<{ apis: { method: string; path: string }[] }>(
      'GET',
      `/catalogue/categories/General/services/${candidate.service}`,
      ownerToken,
    );
    const getApi = detail.body.apis.find((a) => a.method === 'GET');
    if (getApi) {
      service = candidate;
      servicePath = getApi.path.replace(/\{[^}]+\}/g, 'TEST1234');
      break;
    }
  }
  const customers = await api<{ items: ServiceInfo[] }>(
    'GET',
    '/catalogue/categories/Customer/services',
    ownerToken,
  );
  otherService = customers.body.items[0]!;
  expect(service).toBeDefined();
  expect(otherService).toBeDefined();
});

afterAll(async () => {
  await signOutOfPortal(portal(), ownerToken);
  await signOutOfPortal(portal(), otherToken);
});

async function createApplication(name: string, token = ownerToken) {
  return api<{ item: ApplicationItem; message?: string }>('POST', '/applications', token, {
    applicationName: name,
    applicationDescription: 'Integration test application',
  });
}

async function listNames(token = ownerToken): Promise<string[]> {
  const { body } = await api<{ items: ApplicationItem[] }>('GET', '/applications', token);
  return body.items.map((item) => item.applicationName);
}

/** The usage plans (ids) the control plane says a key is in. */
async function plansOfKey(keyId: string): Promise<string[]> {
  const out = await gateway.send(new GetUsagePlansCommand({ keyId }));
  return (out.items ?? []).map((plan) => plan.id ?? '');
}

const planOf = (info: ServiceInfo, stage: string, tier: string) =>
  info.usagePlans.find((p) => p.stage === stage && p.tier === tier)!.id;

const callProduct = (info: ServiceInfo, stage: string, key: string) =>
  fetch(`${inject('cloud').urls.productApis}/${info.apiId}/${stage}${servicePath}`, {
    headers: { 'x-api-key': key },
  });

/** Fires `count` simultaneous calls once the plan's bucket is full; how many passed, how many 429. */
async function burstOf(
  key: string,
  count: number,
  bucket: UsagePlanLimits,
): Promise<{ ok: number; limited: number }> {
  await waitForFullBucket(bucket);
  const answers = await Promise.all(
    Array.from({ length: count }, () => callProduct(service, 'sandbox', key)),
  );
  return {
    ok: answers.filter((r) => r.status < 300).length,
    limited: answers.filter((r) => r.status === 429).length,
  };
}

describe('subscriptions', () => {
  const appName = `Keys-${run}`;
  let applicationId: string;
  let subscription: SubscriptionItem;
  let keyValue: string;
  const subscriptionPath = () =>
    `/applications/${applicationId}/subscriptions/${service.service}/sandbox`;

  beforeAll(async () => {
    const created = await createApplication(appName);
    expect(created.status).toBe(200);
    applicationId = created.body.item.applicationId;
  });

  it('subscribing creates exactly one key, in exactly the Basic sandbox plan of the service', async () => {
    const answer = await api<{ Item: SubscriptionItem }>(
      'POST',
      '/applications/subscriptions',
      ownerToken,
      {
        applicationName: appName.toLowerCase(),
        usagePlan: 'Basic',
        category: 'General',
        service: service.service,
      },
    );
    expect(answer.status).toBe(200);
    subscription = answer.body.Item;
    expect(subscription).toMatchObject({ stage: 'sandbox', tier: 'Basic', status: 'Active' });
    expect(await plansOfKey(subscription.apiKeyId)).toEqual([planOf(service, 'sandbox', 'Basic')]);

    const again = await api('POST', '/applications/subscriptions', ownerToken, {
      applicationName: appName,
      usagePlan: 'Standard',
      category: 'General',
      service: service.service,
    });
    expect(again.status).toBe(409);
    const keys = await gateway.send(
      new GetApiKeysCommand({ nameQuery: `${applicationId}.${service.service}.` }),
    );
    expect((keys.items ?? []).map((key) => key.id)).toEqual([subscription.apiKeyId]);

    const detail = await api<{ subscriptions: SubscriptionItem[] }>(
      'GET',
      `/applications/${applicationId}`,
      ownerToken,
    );
    expect(detail.body.subscriptions).toEqual([subscription]);
    expect(JSON.stringify(detail.body)).not.toMatch(/"value"/);
  });

  it('reveals the key on demand; it calls its own service and stage only', async () => {
    const revealed = await api<{ apiKeyId: string; value: string }>(
      'GET',
      `${subscriptionPath()}/key`,
      ownerToken,
    );
    expect(revealed.status).toBe(200);
    expect(revealed.body.apiKeyId).toBe(subscription.apiKeyId);
    keyValue = revealed.body.value;
    expect(subscription.maskedKey.endsWith(keyValue.slice(-4))).toBe(true);

    expect((await callProduct(service, 'sandbox', keyValue)).status).toBeLessThan(300);
    expect((await callProduct(service, 'prod', keyValue)).status).toBe(403);
    expect((await callProduct(otherService, 'sandbox', keyValue)).status).toBe(403);
  });

  it('limits the key to the Basic bucket: with it full and held, exactly the burst of 300 calls pass, the rest get 429', async () => {
    const basic = usagePlans.Basic;
    const calls = await callsWithBucketHeld(
      () => callProduct(service, 'sandbox', keyValue),
      {
        usagePlanId: planOf(service, 'sandbox', 'Basic'),
        keyId: subscription.apiKeyId,
        bucket: basic,
      },
      300,
    );
    expect(calls).toEqual({
      ok: basic.burst,
      limited: 300 - basic.burst,
      others: [],
      limitedBody: { message: 'Too Many Requests' },
    });
  });

  it('another user can neither see nor change the application, its subscription or key', async () => {
    expect(await listNames(otherToken)).not.toContain(appName);
    expect((await api('GET', `/applications/${applicationId}`, otherToken)).status).toBe(404);
    expect((await api('GET', `${subscriptionPath()}/key`, otherToken)).status).toBe(404);
    const change = await api('PUT', `${subscriptionPath()}/plan`, otherToken, {
      usagePlan: 'Premium',
    });
    expect(change.status).toBe(404);
    expect((await api('DELETE', subscriptionPath(), otherToken)).status).toBe(404);
    expect((await api('DELETE', `/applications/${applicationId}`, otherToken)).status).toBe(404);
    const subscribe = await api('POST', '/applications/subscriptions', otherToken, {
      applicationName: appName,
      usagePlan: 'Basic',
      category: 'General',
      service: otherService.service,
    });
    expect(subscribe.status).toBe(404);
    expect(await plansOfKey(subscription.apiKeyId)).toEqual([planOf(service, 'sandbox', 'Basic')]);
  });

  it('changing the plan keeps the key and applies the new limits', async () => {
    const changed = await api<{ Item: SubscriptionItem }>(
      'PUT',
      `${subscriptionPath()}/plan`,
      ownerToken,
      { usagePlan: 'Premium' },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.Item).toMatchObject({ apiKeyId: subscription.apiKeyId, tier: 'Premium' });
    expect(await plansOfKey(subscription.apiKeyId)).toEqual([
      planOf(service, 'sandbox', 'Premium'),
    ]);
    // 300 at once: three times Basic's burst, well within Premium's (500), so none is refused.
    const { ok, limited } = await burstOf(keyValue, 300, usagePlans.Premium);
    expect(limited).toBe(0);
    expect(ok).toBe(300);
  });

  it('unsubscribing and deleting the application leave no key behind', async () => {
    expect((await api('DELETE', subscriptionPath(), ownerToken)).status).toBe(200);
    await expect(
      gateway.send(new GetApiKeyCommand({ apiKey: subscription.apiKeyId })),
    ).rejects.toMatchObject({ name: 'NotFoundException' });
    expect((await callProduct(service, 'sandbox', keyValue)).status).toBe(403);

    const again = await api<{ Item: SubscriptionItem }>(
      'POST',
      '/applications/subscriptions',
      ownerToken,
      {
        applicationName: appName,
        usagePlan: 'Basic',
        category: 'General',
        service: service.service,
      },
    );
    expect(again.status).toBe(200);
    expect((await api('DELETE', `/applications/${applicationId}`, ownerToken)).status).toBe(200);
    await expect(
      gateway.send(new GetApiKeyCommand({ apiKey: again.body.Item.apiKeyId })),
    ).rejects.toMatchObject({ name: 'NotFoundException' });
    expect(await listNames()).not.toContain(appName);
  });
});

describe('a control-plane failure after CreateApiKey', () => {
  it('leaves no orphan key and no subscription; a retry then succeeds with one key', async () => {
    const appName = `Faults-${run}`;
    const created = await createApplication(appName);
    const applicationId = created.body.item.applicationId;
    const plan = planOf(service, 'sandbox', 'Basic');
    const armed = await fetch(`${inject('cloud').urls.controlPlane}/_local/faults`, {
      method: 'POST',
      // A refusal the SDK does not retry, so exactly the one call fails.
      body: JSON.stringify({
        operation: 'POST /usageplans/{usagePlanId}/keys',
        path: `/usageplans/${plan}/keys`,
        status: 400,
        type: 'BadRequestException',
      }),
    });
    expect(armed.status).toBe(201);
    const request = {
      applicationName: appName,
      usagePlan: 'Basic',
      category: 'General',
      service: service.service,
    };
    const failed = await api('POST', '/applications/subscriptions', ownerToken, request);
    expect(failed.status).toBe(500);
    const keysOf = async () =>
      (
        await gateway.send(
          new GetApiKeysCommand({ nameQuery: `${applicationId}.${service.service}.` }),
        )
      ).items ?? [];
    expect(await keysOf()).toEqual([]);
    const detail = await api<{ subscriptions: SubscriptionItem[] }>(
      'GET',
      `/applications/${applicationId}`,
      ownerToken,
    );
    expect(detail.body.subscriptions).toEqual([]);

    expect((await api('POST', '/applications/subscriptions', ownerToken, request)).status).toBe(
      200,
    );
    expect(await keysOf()).toHaveLength(1);
    expect((await api('DELETE', `/applications/${applicationId}`, ownerToken)).status).toBe(200);
    expect(await keysOf()).toEqual([]);
  });
});
