import * as z from 'zod';
import { planTiers, productStages } from '../plans';

/**
 * Usage as the dashboards chart it: calls per UTC day from API Gateway's GetUsage, zero-filled,
 * one point per day of the range in order.
 */
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The longest range analytics answers: a quarter. */
export const maxAnalyticsDays = 92;

function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const isoDateSchema = z
  .string()
  .regex(isoDatePattern, 'Use a date as YYYY-MM-DD')
  .refine(isRealDate, 'Use a date as YYYY-MM-DD');

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export const usageDaySchema = z.object({ date: z.string(), calls: z.number().int() });
export type UsageDay = z.infer<typeof usageDaySchema>;

export const usageQuerySchema = z.object({
  /** One application only; without it, every application of the caller. */
  applicationId: z
    .string()
    .regex(/^[0-9a-f-]{36}$/, 'Application is invalid')
    .optional(),
});

export const subscriptionUsageSchema = z.object({
  applicationId: z.string(),
  applicationName: z.string(),
  service: z.string(),
  /** The service's display name. */
  apiName: z.string(),
  stage: z.enum(productStages),
  tier: z.enum(planTiers),
  apiKeyId: z.string(),
  /** The current key's calls per day (a rotated key's calls are not in them). */
  days: z.array(usageDaySchema),
  /** Calls counted against this month's quota (a previous key's included after a rotation). */
  used: z.number().int(),
  remaining: z.number().int(),
  /** The plan's limits (`shared/plans.ts`): requests a month, per second, bucket size. */
  quota: z.number().int(),
  rate: z.number(),
  burst: z.number().int(),
});
export type SubscriptionUsage = z.infer<typeof subscriptionUsageSchema>;

export const usageResponseSchema = z.object({
  /** The first of this month and today (UTC). */
  from: z.string(),
  to: z.string(),
  subscriptions: z.array(subscriptionUsageSchema),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

export const analyticsQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine((range, ctx) => {
    if (range.to < range.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start' });
    } else if (daysInRange(range.from, range.to) > maxAnalyticsDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Choose at most ${maxAnalyticsDays} days`,
      });
    }
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const planUsageSchema = z.object({
  stage: z.enum(productStages),
  tier: z.enum(planTiers),
  usagePlanId: z.string(),
  days: z.array(usageDaySchema),
  calls: z.number().int(),
});

export const serviceUsageSchema = z.object({
  service: z.string(),
  /** The service's display name. */
  apiName: z.string(),
  /** Summed over every key of every plan of the service. */
  days: z.array(usageDaySchema),
  calls: z.number().int(),
  /** Per plan (stage and tier), only plans the service has. */
  plans: z.array(planUsageSchema),
});
export type ServiceUsage = z.infer<typeof serviceUsageSchema>;

export const analyticsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  services: z.array(serviceUsageSchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
