import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as insights from '../../shared/api/admin-insights-operations';
import type {
  AdminApplication,
  CostLine,
  UsageGroup,
} from '../../shared/api/admin-insights-operations';
import { estimatedCost, pricePer1000Calls } from '../../shared/cost-model';
import { signOutOfPortal } from '../support/portal-sign-in';
import { cloudPortal } from '../support/cloud-portal';
import { callPortalApi } from '../support/portal-api';
import {
  adminToken,
  portalApi,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

let partner: SubscribedPartner;
let admin: string;
const today = () => new Date().toISOString().slice(0, 10);
const range = () => `from=${today()}&to=${today()}`;
const calls = 3;

beforeAll(async () => {
  admin = await adminToken();
  partner = await subscribedPartner('insights', admin);
  for (let i = 0; i < calls; i++) expect((await partner.callProduct(partner.key)).status).toBe(200);
});

// One live session per user: the next suites sign the admin in again.
afterAll(async () => {
  await partner?.signOut();
  if (admin) await signOutOfPortal(cloudPortal(), admin);
});

describe('the insights operations are the admins’ alone', () => {
  it.each([insights.listAllApplications, insights.getUsageInsights, insights.getCostEstimate])(
    '$id: 401 to a visitor, 403 to a developer',
    async (op) => {
      const path = `${op.path}?${range()}`;
      expect((await callPortalApi(cloudPortal(), op.method, path)).status).toBe(401);
      expect((await portalApi(op.method, path, partner.token)).status).toBe(403);
    },
  );
});

describe('all applications', () => {
  it("shows a developer's application with its subscription and a masked key only", async () => {
    const name = partner.subscription.applicationName;
    const { status, body } = await portalApi<{ items: AdminApplication[]; total: number }>(
      'GET',
      `/admin/applications?name=${encodeURIComponent(name)}`,
      admin,
    );
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    const [app] = body.items;
    expect(app).toMatchObject({ applicationId: partner.applicationId, applicationName: name });
    expect(app?.owner).toMatch(/^insights/);
    expect(app?.subscriptions).toEqual([
      expect.objectContaining({
        service: partner.service,
        stage: 'sandbox',
        tier: 'Basic',
        maskedKey: `${'*'.repeat(16)}${partner.key.slice(-4)}`,
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain(partner.key);
  });

  it('refuses a limit of 0 (400)', async () => {
    const answer = await portalApi('GET', '/admin/applications?limit=0', admin);
    expect(answer.status).toBe(400);
  });
});

describe('usage insights and costs', () => {
  it("counts the application's calls today by application, service and plan", async () => {
    const usage = async (groupBy: string) => {
      const answer = await portalApi<{ groups: UsageGroup[] }>(
        'GET',
        `/admin/usage?${range()}&groupBy=${groupBy}`,
        admin,
      );
      expect(answer.status).toBe(200);
      return answer.body.groups;
    };
    const byApp = (await usage('application')).find((g) => g.key === partner.applicationId);
    expect(byApp).toMatchObject({ calls, days: [{ date: today(), calls }] });
    // Other suites may call the same service and plan: at least these calls.
    const byService = (await usage('service')).find((g) => g.key === partner.service);
    expect(byService?.calls).toBeGreaterThanOrEqual(calls);
    const byPlan = (await usage('plan')).find((g) => g.key === 'sandbox:Basic');
    expect(byPlan?.calls).toBeGreaterThanOrEqual(calls);
  });

  it("estimates the application's cost from its calls and its plan's price", async () => {
    const { status, body } = await portalApi<{
      applications: CostLine[];
      model: string;
      prices: Record<string, number>;
    }>('GET', `/admin/costs?${range()}`, admin);
    expect(status).toBe(200);
    expect(body.prices).toEqual(pricePer1000Calls);
    expect(body.model).toMatch(/^Estimated cost = calls × price per 1,000 calls of the plan/);
    const line = body.applications.find((l) => l.key === partner.applicationId);
    expect(line).toMatchObject({
      calls,
      cost: Math.round(estimatedCost(calls, 'Basic') * 100) / 100,
    });
  });

  it('refuses a reversed range and one over 90 days with their messages (400)', async () => {
    const reversed = await portalApi<{ message: string }>(
      'GET',
      '/admin/usage?from=2026-03-05&to=2026-03-01',
      admin,
    );
    expect([reversed.status, reversed.body.message]).toEqual([400, 'From must be on or before To']);
    const long = await portalApi<{ message: string }>(
      'GET',
      '/admin/costs?from=2026-01-01&to=2026-06-01',
      admin,
    );
    expect([long.status, long.body.message]).toEqual([400, 'Choose at most 90 days']);
  });
});
