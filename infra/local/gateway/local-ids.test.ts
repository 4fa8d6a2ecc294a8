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

  it('gives each service 8 usage plans: stage × tier, named by usagePlanName', () => {
    const plans = ids.usagePlans('vehicle-status');
    expect(plans).toHaveLength(8);
    expect(plans.map((p) => `${p.stage}/${p.tier}`)).toEqual([
      ...planTiers.map((t) => `sandbox/${t}`),
      ...planTiers.map((t) => `prod/${t}`),
    ]);
    expect(plans[0]).toMatchObject({ name: 'vehicle-status-sandbox-Basic', stage: 'sandbox' });
    for (const plan of plans) expect(plan.id).toMatch(/^[a-z0-9]{6,8}$/);
  });

  it('never gives two plans of the catalogue the same id', () => {
    const all = ['vehicle-status', 'parking-slots'].flatMap((s) =>
      ids.usagePlans(s).map((p) => p.id),
    );
    expect(new Set(all).size).toBe(all.length);
    expect(localCatalogueIds(fixtureCatalogue()).usagePlans('parking-slots')).toEqual(
      ids.usagePlans('parking-slots'),
    );
  });
});
