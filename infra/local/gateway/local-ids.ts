import { createHash } from 'node:crypto';
import type { UsagePlanRef } from '../../../shared/domain/catalogue';
import { planTiers, productStages, usagePlanName } from '../../../shared/plans';
import type { CatalogueSource } from '../../catalogue/catalogue-source';

/** The ids API Gateway would give the catalogue's product APIs and usage plans, made up locally. */
export interface LocalCatalogueIds {
  /** The RestApi id of a service's product API: 10 lower-case alphanumerics, like API Gateway's. */
  apiId(service: string): string;
  /**
   * The deployment's usage plans, one per stage (sandbox, prod) and tier (Basic..Premium),
   * shared by every service as in AWS (infra/constructs/product-apis.ts).
   */
  usagePlans(service?: string): UsagePlanRef[];
}

/** What names the local deployment's usage plans (the portal stack's name in AWS). */
export const localDeployment = 'Marque-local';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A deterministic lower-case alphanumeric string of `length` characters derived from `seed`. */
export function hashId(seed: string, length: number): string {
  const digest = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[(digest[i] ?? 0) % alphabet.length];
  return out;
}

/** Ids derived from the service slugs only, so every run and process agrees on them. */
export function localCatalogueIds(catalogue: CatalogueSource): LocalCatalogueIds {
  const services = catalogue.categories.flatMap((c) => c.services.map((s) => s.service));
  const apiIds = new Map<string, string>();
  for (const service of services) {
    const id = hashId(`rest-api/${service}`, 10);
    const clash = [...apiIds].find(([other, otherId]) => otherId === id && other !== service);
    if (clash) throw new Error(`Services ${clash[0]} and ${service} hash to the same apiId`);
    apiIds.set(service, id);
  }
  // Six characters, like API Gateway's plan ids; the 8 seeds are fixed and do not collide.
  const plans: UsagePlanRef[] = productStages.flatMap((stage) =>
    planTiers.map((tier) => ({
      id: hashId(`usage-plan/${stage}/${tier}`, 6),
      name: usagePlanName(localDeployment, stage, tier),
      stage,
      tier,
    })),
  );
  return {
    apiId: (service) => apiIds.get(service) ?? hashId(`rest-api/${service}`, 10),
    usagePlans: () => plans.map((plan) => ({ ...plan })),
  };
}
