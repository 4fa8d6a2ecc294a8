import { describe, expect, it } from 'vitest';
import {
  capacityAssumptions,
  capacityFigures,
  capacityModel,
  usagePlansPerDeployment,
  type CapacityInput,
} from './capacity-model';

const input = (over: Partial<CapacityInput> = {}): CapacityInput => ({
  ...capacityAssumptions,
  services: 19,
  deployments: 3,
  partners: 1_000,
  ...over,
});

describe('capacityModel', () => {
  it('uses 8 usage plans per deployment, whatever the number of services', () => {
    expect(usagePlansPerDeployment).toBe(8);
    const at19 = capacityModel(input({ services: 19 })).uses.usagePlans;
    const at100 = capacityModel(input({ services: 100 })).uses.usagePlans;
    expect(at19).toEqual(at100);
    expect(at19).toMatchObject({ used: 24, limit: 300, percent: 8 });
    expect(at19.partnersAtLimit).toBeUndefined();
  });

  it('counts a key per subscription and prod key, with the share mid-rotation twice', () => {
    const report = capacityModel(input({ partners: 3_000 }));
    // 3,000 × (2 + 1) × 1.1
    expect(report.uses.apiKeys).toMatchObject({ used: 9_900, limit: 10_000, percent: 99 });
    expect(report.uses.apiKeys.partnersAtLimit).toBe(3_030);
    expect(report.minutesToCreateAllKeys).toBe(33); // 9,900 keys at 5 a second
  });

  it('names the first quota to run out, and the first AWS will not raise', () => {
    const report = capacityModel(input({ partners: 100 }));
    expect(report.uses.clientCertificates).toMatchObject({ used: 200, partnersAtLimit: 30 });
    expect(report.uses.appClients).toMatchObject({ used: 101, partnersAtLimit: 999 });
    expect(report.firstToRunOut.id).toBe('clientCertificates');
    expect(report.firstHardCeiling?.id).toBe('apiKeys');
    // Without certificates the app clients come first; without either, the keys.
    expect(capacityModel(input({ certificatesPerApplication: 0 })).firstToRunOut.id).toBe(
      'appClients',
    );
    const keysOnly = input({ certificatesPerApplication: 0, appClientsPerApplication: 0 });
    expect(capacityModel(keysOnly).firstToRunOut).toMatchObject({
      id: 'apiKeys',
      partnersAtLimit: 3_030,
    });
  });

  it('names usage plans first when the deployments alone exceed them', () => {
    const crowded = capacityModel(input({ deployments: 38 }));
    expect(crowded.uses.usagePlans.used).toBe(304);
    expect(crowded.firstToRunOut.id).toBe('usagePlans');
  });
});

describe('capacityFigures', () => {
  it('prints every quota for 19 and 100 services and 100 to 10,000 partners', () => {
    const figures = capacityFigures();
    for (const services of [19, 100]) {
      for (const partners of [100, 1_000, 3_000, 10_000]) {
        expect(figures).toHaveProperty([
          `capacity ${services} services ${partners} partners api keys % of quota`,
        ]);
      }
      expect(
        figures[`capacity ${services} services first to run out (client certificates) at partners`],
      ).toBe(30);
    }
    expect(figures['capacity 100 services 10000 partners api keys used of 10000']).toBe(33_000);
    expect(figures['capacity first quota AWS will not raise (api keys) at partners']).toBe(3_030);
    expect(Object.values(figures).every(Number.isFinite)).toBe(true);
  });
});
