import { describe, expect, it } from 'vitest';
import { planTiers } from '../../../shared/plans';
import { localCatalogueIds } from './local-ids';
import { fixtureCatalogue } from '../testing/fixture-gateway';

describe('localCatalogueIds', () => {
  const ids = localCatalogueIds(fixtureCatalogue());

  it('gives each service a 10-character lower-case alphanumeric apiId, the same every time', () => {
    const a = ids.apiId('vehicle-status');
    expect(a).toMatch(/^[a-z0-9]{10}$/);
    expect(localCatalogueIds(fixtureCatalogue()).apiId('vehicle-status')).toBe(a);
    expect(ids.apiId('parking-slots')).not.toBe(a);
  });

  it('gives the deployment 8 usage plans, stage × tier, shared by every service', () => {
    const plans = ids.usagePlans();
    expect(plans).toHaveLength(8);
    expect(plans.map((p) => `${p.stage}/${p.tier}`)).toEqual([
      ...planTiers.map((t) => `sandbox/${t}`),
      ...planTiers.map((t) => `prod/${t}`),
    ]);
    expect(plans[0]).toMatchObject({ name: 'Marque-local-sandbox-Basic', stage: 'sandbox' });
    for (const plan of plans) expect(plan.id).toMatch(/^[a-z0-9]{6}$/);
    expect(new Set(plans.map((p) => p.id)).size).toBe(8);
    expect(ids.usagePlans('vehicle-status')).toEqual(ids.usagePlans('parking-slots'));
  });
});
