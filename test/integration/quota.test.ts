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
let admin: string;
const quota = usagePlans.Basic.quotaPerMonth;

beforeAll(async () => {
  admin = await adminToken();
  partner = await subscribedPartner('quota', admin);
});

afterAll(async () => {
  await partner?.signOut();
  await signOutOfPortal(cloudPortal(), admin);
});

describe('the monthly quota', () => {
  it("refuses a key past its plan's monthly quota with 429 'Limit Exceeded'", async () => {
    // The local gateway's usage, brought to one call short of the Basic quota this month.
    const seeded = await fetch(`${inject('cloud').urls.controlPlane}/_local/usage`, {
      method: 'POST',
      body: JSON.stringify({
        usagePlanId: partner.subscription.usagePlanId,
        keyId: partner.subscription.apiKeyId,
        calls: quota - 1,
      }),
    });
    expect(seeded.status).toBe(201);

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
});
