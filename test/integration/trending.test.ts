import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TrendingItem } from '../../shared/api/docs-operations';
import { cloudPortal } from '../support/cloud-portal';
import { buildTrendingAt } from '../support/local-trending';
import { callPortalApi } from '../support/portal-api';
import { signOutOfPortal } from '../support/portal-sign-in';
import {
  adminToken,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

let partner: SubscribedPartner;
let admin: string;

const day = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const trending = (date: string) =>
  callPortalApi<{ items: TrendingItem[] }>(cloudPortal(), 'POST', '/docs/trending', undefined, {
    date,
  });

beforeAll(async () => {
  admin = await adminToken();
  partner = await subscribedPartner('trending', admin);
});

afterAll(async () => {
  await partner?.signOut();
  await signOutOfPortal(cloudPortal(), admin);
});

describe('trending services', () => {
  it("ranks a day's real calls through the gateway (the job run the day after)", async () => {
    for (let i = 0; i < 3; i++) expect((await partner.callProduct(partner.key)).status).toBe(200);
    const today = isoDay(Date.now());
    const built = await buildTrendingAt(new Date(Date.now() + day));
    expect(built.date).toBe(today);
    expect(built.services).toContain(partner.service);
    const answer = await trending(today);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((i) => i.service)).toContain(partner.service);
  });

  it("lists yesterday's most-called service first to a visitor", async () => {
    const yesterday = isoDay(Date.now() - day);
    const { usagePlanId, apiKeyId } = partner.subscription;
    const seeded = await fetch(`${inject('cloud').urls.controlPlane}/_local/usage`, {
      method: 'POST',
      body: JSON.stringify({ usagePlanId, keyId: apiKeyId, calls: 100_000, date: yesterday }),
    });
    expect(seeded.ok).toBe(true);

    const built = await buildTrendingAt(new Date());
    expect(built.date).toBe(yesterday);
    const answer = await trending(yesterday);
    expect(answer.status).toBe(200);
    const first = answer.body.items[0];
    expect(first?.service).toBe(partner.service);
    expect(first).toEqual({
      service: partner.service,
      category: 'General',
      apiName: expect.any(String) as string,
      apiDescription: expect.any(String) as string,
    });
    expect(answer.body.items.length).toBeLessThanOrEqual(10);
  });

  it('answers no items for a day without a ranking, and 400 for a bad date', async () => {
    expect((await trending('2001-01-01')).body).toEqual({ items: [] });
    expect((await trending('2001-02-30')).status).toBe(400);
  });

  it('offers at least 3 fallback services, one per category', async () => {
    const answer = await callPortalApi<{ items: TrendingItem[] }>(
      cloudPortal(),
      'GET',
      '/docs/trending/fallback',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBeGreaterThanOrEqual(3);
    const categories = answer.body.items.map((i) => i.category);
    expect(new Set(categories).size).toBe(categories.length);
  });
});
