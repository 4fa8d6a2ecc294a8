/** The usage plans of spec §9: the one source for CDK, the local gateway, the subscribe dialog and docs. */
export const planTiers = ['Basic', 'Standard', 'Advanced', 'Premium'] as const;
export type PlanTier = (typeof planTiers)[number];

export interface UsagePlanLimits {
  tier: PlanTier;
  /** Requests allowed per calendar month (UTC). */
  quotaPerMonth: number;
  /** Token-bucket refill, requests per second. */
  ratePerSecond: number;
  /** Token-bucket size. */
  burst: number;
}

export const usagePlans: Readonly<Record<PlanTier, UsagePlanLimits>> = {
  Basic: { tier: 'Basic', quotaPerMonth: 100_000, ratePerSecond: 200, burst: 100 },
  Standard: { tier: 'Standard', quotaPerMonth: 1_000_000, ratePerSecond: 500, burst: 250 },
  Advanced: { tier: 'Advanced', quotaPerMonth: 5_000_000, ratePerSecond: 750, burst: 350 },
  Premium: { tier: 'Premium', quotaPerMonth: 10_000_000, ratePerSecond: 1_000, burst: 500 },
};

/** The stages every product API is deployed to. */
export const productStages = ['sandbox', 'prod'] as const;
export type ProductStage = (typeof productStages)[number];

/** Deployment stages of the portal itself. */
export const deploymentStages = ['dev', 'preprod', 'prod'] as const;
export type DeploymentStage = (typeof deploymentStages)[number];

/** Pre-prod offers only Basic (spec §9); dev and prod offer every tier. */
export function tiersOffered(deployment: DeploymentStage): readonly PlanTier[] {
  return deployment === 'preprod' ? ['Basic'] : planTiers;
}

/**
 * The name of one of a deployment's usage plans, as seen in API Gateway. A deployment has one
 * plan per product stage and tier, shared by every service of the catalogue (a key is bound to
 * its own service by the product authorizer), so the plans do not grow with the catalogue.
 */
export function usagePlanName(deployment: string, stage: ProductStage, tier: PlanTier): string {
  return `${deployment}-${stage}-${tier}`;
}
