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
let overlapping: SubscribedPartner;
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
  overlapping = await subscribedPartner('quota-overlap', admin);
});

afterAll(async () => {
  await partner?.signOut();
  await rotating?.signOut();
  await overlapping?.signOut();
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

  it('holds the old and the new key together to what was left when rotated, all through the overlap', async () => {
    const { usagePlanId, apiKeyId } = overlapping.subscription;
    expect((await seedUsage(usagePlanId, apiKeyId, quota - 10)).status).toBe(201);
    const path = overlapping.subscriptionPath;
    expect((await portalApi('POST', `${path}/key/rotation`, overlapping.token)).status).toBe(200);
    const revealed = await portalApi<{ value: string }>('GET', `${path}/key`, overlapping.token);
    const newKey = revealed.body.value;

    // Both keys work in the window: each called ten times, they pass ten calls between them.
    const answers: Response[] = [];
    for (let i = 0; i < 10; i++) {
      answers.push(await overlapping.callProduct(overlapping.key));
      answers.push(await overlapping.callProduct(newKey));
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual(Array<number>(10).fill(429));
    expect(await refused[0]?.json()).toEqual({ message: 'Limit Exceeded' });
  });
});
