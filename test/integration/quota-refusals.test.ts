import {
  APIGatewayClient,
  CreateApiKeyCommand,
  DeleteApiKeyCommand,
  GetApiKeysCommand,
  GetClientCertificatesCommand,
} from '@aws-sdk/client-api-gateway';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';
import { signOutOfPortal } from '../support/portal-sign-in';
import { cloudPortal } from '../support/cloud-portal';

/**
 * AWS's quotas through the portal API: the local control plane's quota is lowered to what the
 * account holds now (POST /_local/quotas), the portal is asked for one more, and the answer is
 * the clear message with nothing lost or half-made. The suite's limits are put back after.
 */

let partner: SubscribedPartner;
let admin: string;
let gateway: APIGatewayClient;
let saved: Record<string, number>;

const setQuotas = async (limits: Record<string, number>) => {
  const answer = await fetch(`${inject('cloud').urls.controlPlane}/_local/quotas`, {
    method: 'POST',
    body: JSON.stringify(limits),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, number>;
};

async function countKeys(): Promise<number> {
  let count = 0;
  let position: string | undefined;
  do {
    const page = await gateway.send(new GetApiKeysCommand({ limit: 500, position }));
    count += page.items?.length ?? 0;
    position = page.position;
  } while (position);
  return count;
}

const rotationPath = () => `${partner.subscriptionPath}/key/rotation`;

/** The subscription as it was: its key revealed unchanged, still calling its service. */
async function expectSubscriptionIntact(): Promise<void> {
  const revealed = await portalApi<{ value: string }>(
    'GET',
    `${partner.subscriptionPath}/key`,
    partner.token,
  );
  expect(revealed.body.value).toBe(partner.key);
  expect((await partner.callProduct(partner.key)).status).toBe(200);
}

beforeAll(async () => {
  admin = await adminToken();
  partner = await subscribedPartner('quota', admin);
  gateway = new APIGatewayClient({
    endpoint: inject('cloud').urls.controlPlane,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  saved = await setQuotas({});
});

afterAll(async () => {
  await setQuotas(saved);
  gateway.destroy();
  await partner.signOut();
  await signOutOfPortal(cloudPortal(), admin);
});

describe('the API key quota', () => {
  it('refuses a rotation at the account key quota with the clear message; the key stays as it was', async () => {
    const keys = await countKeys();
    await setQuotas({ apiKeys: keys });
    const refused = await portalApi('POST', rotationPath(), partner.token);
    await setQuotas({ apiKeys: saved.apiKeys ?? 10_000 });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'QuotaReached',
      message:
        'The portal has reached its limit of API keys. Nothing was changed; please try again later or contact support.',
    });
    expect(await countKeys()).toBe(keys);
    await expectSubscriptionIntact();
    // Nothing half-made stands in the way: the same rotation goes through once there is room.
    const rotated = await portalApi<{ Item: { keyHint: string } }>(
      'POST',
      rotationPath(),
      partner.token,
    );
    expect(rotated.status).toBe(200);
  });

  it('answers a throttled CreateApiKey with the clear message; nothing is made', async () => {
    const other = await subscribedPartner('quota-throttle', admin);
    try {
      // One token, refilled only after 1,000 s: the test's own key takes it.
      await setQuotas({ createApiKeyBurst: 1, createApiKeyPerSecond: 0.001 });
      const taken = await gateway.send(new CreateApiKeyCommand({ name: 'quota-test' }));
      await gateway.send(new DeleteApiKeyCommand({ apiKey: taken.id }));
      const keys = await countKeys();
      const refused = await portalApi(
        'POST',
        `${other.subscriptionPath}/key/rotation`,
        other.token,
      );
      await setQuotas({
        createApiKeyBurst: saved.createApiKeyBurst ?? 5,
        createApiKeyPerSecond: saved.createApiKeyPerSecond ?? 5,
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        code: 'TooManyRequests',
        message:
          'Too many API keys are being created right now. Nothing was changed; please try again in a few seconds.',
      });
      expect(await countKeys()).toBe(keys);
      const revealed = await portalApi<{ value: string }>(
        'GET',
        `${other.subscriptionPath}/key`,
        other.token,
      );
      expect(revealed.body.value).toBe(other.key);
    } finally {
      await other.signOut();
    }
  });
});

describe('the client certificate quota', () => {
  it('refuses a certificate at the account quota with the clear message; none is made', async () => {
    const path = `/applications/${partner.applicationId}/certificates`;
    const held = (await gateway.send(new GetClientCertificatesCommand({ limit: 500 }))).items ?? [];
    await setQuotas({ clientCertificates: Math.max(1, held.length) });
    if (held.length === 0) {
      // Fill the one place with a certificate of this partner, then ask for one more.
      expect((await portalApi('POST', path, partner.token, { description: 'first' })).status).toBe(
        200,
      );
    }
    const before = (await gateway.send(new GetClientCertificatesCommand({ limit: 500 }))).items;
    const keyManager = '/keys?category=certificate';
    const listed = await portalApi('GET', keyManager, partner.token);
    expect(listed.status).toBe(200);
    const refused = await portalApi('POST', path, partner.token, { description: 'one too many' });
    await setQuotas({ clientCertificates: saved.clientCertificates ?? 60 });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'QuotaReached',
      message:
        'The portal has reached its limit of client certificates. Nothing was changed; please try again later or contact support.',
    });
    const after = (await gateway.send(new GetClientCertificatesCommand({ limit: 500 }))).items;
    expect(after?.length).toBe(before?.length);
    expect((await portalApi('GET', keyManager, partner.token)).body).toEqual(listed.body);
  });
});
