import { APIGatewayClient, GetApiKeyCommand, GetUsageCommand } from '@aws-sdk/client-api-gateway';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { usagePlans } from '../../shared/plans';
import type { SubscriptionItem } from '../../shared/api/applications-operations';
import { cloudPortal } from '../support/cloud-portal';
import { sweepAt } from '../support/local-sweeper';
import { signOutOfPortal } from '../support/portal-sign-in';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

let partner: SubscribedPartner;
let admin: string;

async function sweep(time: Date): Promise<string[]> {
  return (await sweepAt(time)).removed;
}

beforeAll(async () => {
  admin = await adminToken();
  partner = await subscribedPartner('rotation', admin);
});

afterAll(async () => {
  await partner?.signOut();
  await signOutOfPortal(cloudPortal(), admin);
});

describe('key rotation with an overlap window', () => {
  let rotated: SubscriptionItem;
  let newKey: string;

  it('issues a new key at once; both keys work inside the window', async () => {
    const before = Date.now();
    const answer = await portalApi<{ Item: SubscriptionItem }>(
      'POST',
      `${partner.subscriptionPath}/key/rotation`,
      partner.token,
    );
    expect(answer.status).toBe(200);
    rotated = answer.body.Item;
    expect(rotated.apiKeyId).not.toBe(partner.subscription.apiKeyId);
    expect(rotated.usagePlanId).toBe(partner.subscription.usagePlanId);
    // The default window: 24 hours from the rotation.
    const expiresAt = Date.parse(rotated.previousKeyExpiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const revealed = await portalApi<{ value: string }>(
      'GET',
      `${partner.subscriptionPath}/key`,
      partner.token,
    );
    newKey = revealed.body.value;
    expect(newKey).not.toBe(partner.key);
    expect((await partner.callProduct(newKey)).status).toBe(200);
    expect((await partner.callProduct(partner.key)).status).toBe(200);

    const detail = await portalApi<{ subscriptions: SubscriptionItem[] }>(
      'GET',
      `/applications/${partner.applicationId}`,
      partner.token,
    );
    expect(detail.body.subscriptions[0]?.previousKeyExpiresAt).toBe(rotated.previousKeyExpiresAt);
  });

  it('refuses another rotation while the previous key is in its window (409)', async () => {
    const again = await portalApi(
      'POST',
      `${partner.subscriptionPath}/key/rotation`,
      partner.token,
    );
    expect(again.status).toBe(409);
  });

  it('keeps the old key through a sweep inside the window, removes it after the window', async () => {
    const expiresAt = Date.parse(rotated.previousKeyExpiresAt ?? '');
    expect(await sweep(new Date(expiresAt - 60_000))).not.toContain(partner.subscription.apiKeyId);
    expect((await partner.callProduct(partner.key)).status).toBe(200);

    const gateway = new APIGatewayClient({
      endpoint: inject('cloud').urls.controlPlane,
      region: 'us-east-1',
      maxAttempts: 1,
    });
    const today = new Date().toISOString().slice(0, 10);
    const keyRemaining = async (keyId: string) => {
      const out = await gateway.send(
        new GetUsageCommand({
          usagePlanId: rotated.usagePlanId,
          keyId,
          startDate: `${today.slice(0, 7)}-01`,
          endDate: today,
        }),
      );
      return out.items?.[keyId]?.at(-1)?.[1] ?? 0;
    };
    const newKeyRemaining = () => keyRemaining(rotated.apiKeyId);
    const before = await newKeyRemaining();
    const oldKeyLeft = await keyRemaining(partner.subscription.apiKeyId);
    // The rotation split what was left between the two keys: neither has the whole month.
    expect(before + oldKeyLeft).toBeLessThanOrEqual(usagePlans.Basic.quotaPerMonth);
    const sweptAt = new Date(expiresAt + 60_000);
    expect(await sweep(sweptAt)).toContain(partner.subscription.apiKeyId);
    // The new key gets what the old one did not use of its share (if the sweep falls in the
    // next month, which has its own quota, the old key's calls of that month, none, come off).
    const sameMonth = sweptAt.toISOString().slice(0, 7) === today.slice(0, 7);
    expect(await newKeyRemaining()).toBe(sameMonth ? before + oldKeyLeft : before);
    expect((await partner.callProduct(partner.key)).status).toBe(403);
    expect((await partner.callProduct(newKey)).status).toBe(200);

    await expect(
      gateway.send(new GetApiKeyCommand({ apiKey: partner.subscription.apiKeyId })),
    ).rejects.toMatchObject({ name: 'NotFoundException' });
    const detail = await portalApi<{ subscriptions: SubscriptionItem[] }>(
      'GET',
      `/applications/${partner.applicationId}`,
      partner.token,
    );
    expect(detail.body.subscriptions[0]).not.toHaveProperty('previousKeyExpiresAt');
    // The field cleared: a new rotation is allowed again.
    const next = await portalApi('POST', `${partner.subscriptionPath}/key/rotation`, partner.token);
    expect(next.status).toBe(200);
  });

  it('unsubscribing removes the current and the previous key', async () => {
    const detail = await portalApi<{ subscriptions: SubscriptionItem[] }>(
      'GET',
      `/applications/${partner.applicationId}`,
      partner.token,
    );
    expect(detail.body.subscriptions[0]?.previousKeyExpiresAt).toBeDefined();
    const current = await portalApi<{ value: string }>(
      'GET',
      `${partner.subscriptionPath}/key`,
      partner.token,
    );
    expect((await partner.callProduct(current.body.value)).status).toBe(200);
    const gone = await portalApi('DELETE', partner.subscriptionPath, partner.token);
    expect(gone.status).toBe(200);
    expect((await partner.callProduct(newKey)).status).toBe(403);
    expect((await partner.callProduct(current.body.value)).status).toBe(403);
  });
});
