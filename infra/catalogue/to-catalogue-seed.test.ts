import { describe, expect, it } from 'vitest';
import type { UsagePlanRef } from '../../shared/domain/catalogue';
import { planTiers, productStages, usagePlanName } from '../../shared/plans';
import { loadCatalogue } from './read-catalogue';
import { toCatalogueSeed } from './to-catalogue-seed';

const ids = {
  apiId: (service: string) => `api-${service}`,
  usagePlans: (service: string): UsagePlanRef[] =>
    productStages.flatMap((stage) =>
      planTiers.map((tier) => ({
        id: `${service}/${stage}/${tier}`,
        name: usagePlanName(service, stage, tier),
        stage,
        tier,
      })),
    ),
};

describe('toCatalogueSeed', () => {
  const source = loadCatalogue();
  const seed = toCatalogueSeed(source, ids);
  const services = seed.categories.flatMap((c) => c.services);

  it('keeps every category and service, in order', () => {
    expect(seed.categories.map((c) => c.name)).toEqual(source.categories.map((c) => c.name));
    expect(services.map((s) => s.service)).toEqual(
      source.categories.flatMap((c) => c.services.map((s) => s.service)),
    );
  });

  it('carries the api id and usage plans of each service through', () => {
    const status = services.find((s) => s.service === 'vehicle-status');
    expect(status?.apiId).toBe('api-vehicle-status');
    expect(status?.usagePlans).toHaveLength(8);
    expect(status?.usagePlans).toContainEqual({
      id: 'vehicle-status/sandbox/Basic',
      name: 'vehicle-status-sandbox-Basic',
      stage: 'sandbox',
      tier: 'Basic',
    });
    for (const s of services) expect(s.apiId).toBe(`api-${s.service}`);
  });

  it('carries the service fields and resources, without the OpenAPI document', () => {
    const auth = services.find((s) => s.service === 'customer-authentication');
    const authSource = source.categories
      .flatMap((c) => c.services)
      .find((s) => s.service === 'customer-authentication');
    expect(auth).toMatchObject({
      apiName: 'Customer Authentication',
      category: 'Customer',
      customPath: authSource?.customPath,
      disableAuth: false,
      useCaseDocument: 'customer-authentication-use-case.pdf',
      versions: ['v1'],
    });
    expect(auth?.resources).toEqual(authSource?.resources);
    expect(auth && 'openapi' in auth).toBe(false);
    expect('useCaseDocument' in (services.find((s) => s.service === 'vehicle-status') ?? {})).toBe(
      false,
    );
  });

  it('returns plain, unfrozen objects that a seed may change', () => {
    const first = services[0];
    expect(Object.isFrozen(first)).toBe(false);
    first?.resources.push(first.resources[0]!);
    expect(source.categories[0]?.services[0]?.resources.length).toBe(
      (first?.resources.length ?? 0) - 1,
    );
    expect(Object.keys(seed.categories[0] ?? {}).sort()).toEqual([
      'authorizationDisabled',
      'description',
      'icon',
      'name',
      'redirectLink',
      'requestAccess',
      'sdkRequired',
      'services',
      'subscribable',
    ]);
  });
});
