import { createHash } from 'node:crypto';
import type { UsagePlanRef } from '../../../shared/domain/catalogue';
import { planTiers, productStages, usagePlanName } from '../../../shared/plans';
import type { CatalogueSource } from '../../catalogue/catalogue-source';

/** The ids API Gateway would give the catalogue's product APIs and usage plans, made up locally. */
export interface LocalCatalogueIds {
  /** The RestApi id of a service's product API: 10 lower-case alphanumerics, like API Gateway's. */
  apiId(service: string): string;
  /** The service's usage plans: one per stage (sandbox, prod) and tier (Basic..Premium). */
  usagePlans(service: string): UsagePlanRef[];
}

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A deterministic lower-case alphanumeric string of `length` characters derived from `seed`. */
export function hashId(seed: string, length: number): string {
  const digest = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[(digest[i] ?? 0) % alphabet.length];
  return out;
}

function planSeed(service: string, stage: string, tier: string): string {
  return `usage-plan/${service}/${stage}/${tier}`;
}

/**
 * Ids derived from the service slugs only, so that every run (and every process: the seed, the
 * gateway, the tests) agrees on them. Plan ids are 6 characters like API Gateway's; the rare plan
 * whose id collides with another plan of the catalogue gets a longer one (up to 8).
 */
export function localCatalogueIds(catalogue: CatalogueSource): LocalCatalogueIds {
  const services = catalogue.categories.flatMap((c) => c.services.map((s) => s.service));
  const apiIds = new Map<string, string>();
  for (const service of services) {
    const id = hashId(`rest-api/${service}`, 10);
    const clash = [...apiIds].find(([other, otherId]) => otherId === id && other !== service);
    if (clash) throw new Error(`Services ${clash[0]} and ${service} hash to the same apiId`);
    apiIds.set(service, id);
  }

  const seeds = services.flatMap((service) =>
    productStages.flatMap((stage) => planTiers.map((tier) => planSeed(service, stage, tier))),
  );
  const planIds = new Map<string, string>();
  for (let length = 6; length <= 8; length++) {
    const counts = new Map<string, number>();
    for (const seed of seeds) {
      const id = hashId(seed, length);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const seed of seeds) {
      const id = hashId(seed, length);
      if (!planIds.has(seed) && (counts.get(id) === 1 || length === 8)) planIds.set(seed, id);
    }
  }

  return {
    apiId: (service) => apiIds.get(service) ?? hashId(`rest-api/${service}`, 10),
    usagePlans: (service) =>
      productStages.flatMap((stage) =>
        planTiers.map((tier) => {
          const seed = planSeed(service, stage, tier);
          return {
            id: planIds.get(seed) ?? hashId(seed, 6),
            name: usagePlanName(service, stage, tier),
            stage,
            tier,
          };
        }),
      ),
  };
}
