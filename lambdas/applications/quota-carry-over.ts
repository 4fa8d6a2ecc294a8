import { GetUsageCommand, UpdateUsageCommand } from '@aws-sdk/client-api-gateway';
import { usagePlans, type PlanTier } from '../../shared/plans';
import { apiGateway } from '../clients/api-gateway-client';
import { utcDate } from '../usage/usage-reader';

/**
 * What a key has left of its plan's monthly quota (calendar month, UTC) now: GetUsage's
 * remaining at the end of today. That figure, unlike the month's calls summed, includes a
 * quota carried over to the key by an earlier rotation. A key without calls may be absent from
 * the answer; its month is then untouched.
 */
export async function remainingThisMonth(
  usagePlanId: string,
  keyId: string,
  tier: PlanTier,
  now: Date,
): Promise<number> {
  const today = utcDate(now);
  const out = await apiGateway().send(
    new GetUsageCommand({
      usagePlanId,
      keyId,
      startDate: `${today.slice(0, 7)}-01`,
      endDate: today,
    }),
  );
  const series = out.items?.[keyId] ?? [];
  return series[series.length - 1]?.[1] ?? usagePlans[tier].quotaPerMonth;
}

/**
 * How a rotation splits what the old key has left this month between the old and the new key,
 * so that the two together, both working during the overlap, get no more than one key would:
 * the new key half (rounded up), the old key the rest. The sweeper gives the new key what the
 * old one did not use (`window-charge.ts`).
 */
export function splitRemaining(remaining: number): { newKey: number; oldKey: number } {
  const newKey = Math.ceil(remaining / 2);
  return { newKey, oldKey: remaining - newKey };
}

/** UpdateUsage: the key has `remaining` of its monthly quota left, whatever it has used. */
export async function setRemaining(
  usagePlanId: string,
  keyId: string,
  remaining: number,
): Promise<void> {
  await apiGateway().send(
    new UpdateUsageCommand({
      usagePlanId,
      keyId,
      patchOperations: [{ op: 'replace', path: '/remaining', value: String(remaining) }],
    }),
  );
}
