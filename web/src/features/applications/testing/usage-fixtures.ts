import type { ServiceUsage, SubscriptionUsage } from '../../../../../shared/api/usage-schemas';

const days = (calls: readonly number[], start = '2026-11-01') =>
  calls.map((count, index) => {
    const date = new Date(`${start}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index);
    return { date: date.toISOString().slice(0, 10), calls: count };
  });

export function aSubscriptionUsage(overrides: Partial<SubscriptionUsage> = {}): SubscriptionUsage {
  return {
    applicationId: '3f1c2a9e-0000-4000-8000-000000000001',
    applicationName: 'fleet-app',
    service: 'vehicle-status',
    apiName: 'Vehicle Status',
    stage: 'sandbox',
    tier: 'Basic',
    apiKeyId: 'key-123',
    days: days([3, 0, 12]),
    used: 15,
    remaining: 99_985,
    quota: 100_000,
    rate: 200,
    burst: 100,
    ...overrides,
  };
}

export function aServiceUsage(overrides: Partial<ServiceUsage> = {}): ServiceUsage {
  return {
    service: 'price-quote',
    apiName: 'Price Quote',
    days: days([5, 1, 0]),
    calls: 6,
    plans: [
      {
        stage: 'sandbox',
        tier: 'Basic',
        usagePlanId: 'plan-basic',
        days: days([4, 0, 0]),
        calls: 4,
      },
      {
        stage: 'sandbox',
        tier: 'Premium',
        usagePlanId: 'plan-premium',
        days: days([1, 1, 0]),
        calls: 2,
      },
      {
        stage: 'prod',
        tier: 'Basic',
        usagePlanId: 'plan-prod-basic',
        days: days([0, 0, 0]),
        calls: 0,
      },
    ],
    ...overrides,
  };
}
