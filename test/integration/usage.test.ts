import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsResponse, UsageResponse } from '../../shared/api/usage-schemas';
import { usagePlans } from '../../shared/plans';
import { signOutOfPortal } from '../support/portal-sign-in';
import { cloudPortal } from '../support/cloud-portal';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

let partner: SubscribedPartner;
let admin: string;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  admin = await adminToken();
  partner = await subscribedPartner('usage', admin);
});

afterAll(async () => {
  await partner?.signOut();
  await signOutOfPortal(cloudPortal(), admin);
});

describe('usage', () => {
  it("counts a key's calls through the product API on today's date, against the plan's quota", async () => {
    for (let i = 0; i < 3; i++) expect((await partner.callProduct(partner.key)).status).toBe(200);
    const { status, body } = await portalApi<UsageResponse>(
      'GET',
      `/usage?applicationId=${partner.applicationId}`,
      partner.token,
    );
    expect(status).toBe(200);
    expect(body.to).toBe(today());
    expect(body.from).toBe(`${today().slice(0, 7)}-01`);
    expect(body.subscriptions).toHaveLength(1);
    const [usage] = body.subscriptions;
    expect(usage).toMatchObject({
      applicationId: partner.applicationId,
      service: partner.service,
      stage: 'sandbox',
      tier: 'Basic',
      apiKeyId: partner.subscription.apiKeyId,
      used: 3,
      remaining: usagePlans.Basic.quotaPerMonth - 3,
      quota: usagePlans.Basic.quotaPerMonth,
      rate: usagePlans.Basic.ratePerSecond,
      burst: usagePlans.Basic.burst,
    });
    expect(usage?.days.at(-1)).toEqual({ date: today(), calls: 3 });
    expect(usage?.days).toHaveLength(Number(today().slice(8, 10)));
  });

  it("shows staff and admins the service's calls summed over its plans; a partner exactly their own", async () => {
    const range = `from=${today()}&to=${today()}`;
    const own = await portalApi<AnalyticsResponse>(
      'GET',
      `/usage/services?${range}`,
      partner.token,
    );
    expect(own.status).toBe(200);
    // Only the service this partner subscribes to, and only this partner's 3 calls.
    expect(own.body.services.map((s) => [s.service, s.calls])).toEqual([[partner.service, 3]]);

    const { status, body } = await portalApi<AnalyticsResponse>(
      'GET',
      `/usage/services?${range}`,
      admin,
    );
    expect(status).toBe(200);
    const service = body.services.find((s) => s.service === partner.service);
    // Other suites may call this service too: at least this partner's 3 calls.
    expect(service?.days).toEqual([{ date: today(), calls: service?.calls }]);
    expect(service?.calls).toBeGreaterThanOrEqual(3);
    const basic = service?.plans.find((p) => p.stage === 'sandbox' && p.tier === 'Basic');
    expect(basic?.calls).toBeGreaterThanOrEqual(3);
  });

  it('refuses a range over 92 days (400)', async () => {
    const answer = await portalApi('GET', '/usage/services?from=2026-01-01&to=2026-06-01', admin);
    expect(answer.status).toBe(400);
  });
});
