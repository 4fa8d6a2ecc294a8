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
