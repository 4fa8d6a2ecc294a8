import { planTiers, type PlanTier } from './plans';

/**
 * The cost explorer's model: an estimate, not a bill. Each call is priced by the plan of the key
 * that made it, per 1,000 calls, in Indian rupees. The one source for the prices the admin area
 * computes with and states on its page.
 */
export const costCurrency = 'INR';

export const pricePer1000Calls: Readonly<Record<PlanTier, number>> = {
  Basic: 0.5,
  Standard: 0.4,
  Advanced: 0.3,
  Premium: 0.25,
};

/** Calls × the plan's price per 1,000 calls, in rupees (unrounded: round the totals shown). */
export function estimatedCost(
  calls: number,
  tier: PlanTier,
  prices: Readonly<Record<PlanTier, number>> = pricePer1000Calls,
): number {
  return (calls * prices[tier]) / 1000;
}

/** Rupees to the paisa. */
export const roundRupees = (amount: number) => Math.round(amount * 100) / 100;

/** The model in words, as the page states it. */
export function costModelStatement(
  prices: Readonly<Record<PlanTier, number>> = pricePer1000Calls,
): string {
  const list = planTiers.map((tier) => `${tier} ₹${prices[tier].toFixed(2)}`).join(', ');
  return `Estimated cost = calls × price per 1,000 calls of the plan; prices: ${list} (${costCurrency}).`;
}
