import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { UsageResponse } from '../../shared/api/usage-schemas';
import { usagePlans } from '../../shared/plans';
import { cloudPortal } from '../support/cloud-portal';
import { signOutOfPortal } from '../support/portal-sign-in';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

let partner: SubscribedPartner;
let rotating: SubscribedPartner;
let admin: string;
const quota = usagePlans.Basic.quotaPerMonth;

const seedUsage = (usagePlanId: string, keyId: string, calls: number) =>
  fetch(`${inject('cloud').urls.controlPlane}/_local/usage`, {
    method: 'POST',
    body: JSON.stringify({ usagePlanId, keyId, calls }),
  });

beforeAll(async () => {
  admin = await adminToken();
  partner = await subscribedPartner('quota', admin);
  rotating = await subscribedPartner('quota-rotation', admin);
});

afterAll(async () => {
  await partner?.signOut();
  await rotating?.signOut();
  await signOutOfPortal(cloudPortal(), admin);
});

describe('the monthly quota', () => {
  it("refuses a key past its plan's monthly quota with 429 'Limit Exceeded'", async () => {
    // The local gateway's usage, brought to one call short of the Basic quota this month.
    const { usagePlanId, apiKeyId } = partner.subscription;
    expect((await seedUsage(usagePlanId, apiKeyId, quota - 1)).status).toBe(201);

    expect((await partner.callProduct(partner.key)).status).toBe(200);
    const refused = await partner.callProduct(partner.key);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Limit Exceeded' });

    const { body } = await portalApi<UsageResponse>(
      'GET',
      `/usage?applicationId=${partner.applicationId}`,
      partner.token,
    );
    // Refused calls are not counted.
    expect(body.subscriptions[0]).toMatchObject({ used: quota, remaining: 0, quota });
  });

  it("carries the month's used quota over to the key a rotation issues", async () => {
    const { usagePlanId, apiKeyId } = rotating.subscription;
    expect((await seedUsage(usagePlanId, apiKeyId, quota - 2)).status).toBe(201);
    expect((await rotating.callProduct(rotating.key)).status).toBe(200);

    const rotated = await portalApi(
      'POST',
      `${rotating.subscriptionPath}/key/rotation`,
      rotating.token,
    );
    expect(rotated.status).toBe(200);
    const revealed = await portalApi<{ value: string }>(
      'GET',
      `${rotating.subscriptionPath}/key`,
      rotating.token,
    );
    const newKey = revealed.body.value;
    expect(newKey).not.toBe(rotating.key);

    // One call short of the quota when rotated: the new key gets that one call, not a new month.
    expect((await rotating.callProduct(newKey)).status).toBe(200);
    const refused = await rotating.callProduct(newKey);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Limit Exceeded' });
  });
});
