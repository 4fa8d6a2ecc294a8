import * as z from 'zod';
import { planTiers, productStages } from '../plans';
import { defineOperation } from './contract';
import { daysInRange, isoDateSchema, usageDaySchema } from './usage-schemas';

/** The admin area's usage insights, cost explorer and all applications (spec §2 /admin). */

/** The longest range usage insights and the cost explorer read. */
export const insightsMaxDays = 90;
/** What the pages show first: the last 7 days. */
export const insightsDefaultDays = 7;

const dateParam = (name: string) =>
  z.string(`${name} is required, as YYYY-MM-DD`).pipe(isoDateSchema);

/** From on or before To, at most 90 days. */
function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (range.to < range.from) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'From must be on or before To' });
  } else if (daysInRange(range.from, range.to) > insightsMaxDays) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `Choose at most ${insightsMaxDays} days`,
    });
  }
}

/** From and To, UTC days both included. */
export const insightsRangeSchema = z
  .object({ from: dateParam('From'), to: dateParam('To') })
  .superRefine(checkRange);

export const usageGroupings = ['service', 'application', 'plan'] as const;
export type UsageGrouping = (typeof usageGroupings)[number];

export const adminSubscriptionSchema = z.object({
  service: z.string(),
  apiName: z.string(),
  stage: z.enum(productStages),
  tier: z.enum(planTiers),
  /** Never the key's value: its last 4 characters behind a mask. */
  maskedKey: z.string(),
  createdAt: z.string(),
});

export const adminApplicationSchema = z.object({
  applicationId: z.string(),
  applicationName: z.string(),
  owner: z.string(),
  organization: z.string(),
  createdAt: z.string(),
  subscriptions: z.array(adminSubscriptionSchema),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const listAllApplicationsQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(10),
  offset: z.coerce
    .number('offset must be a number')
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .max(100_000, 'offset is too large')
    .default(0),
  /** The start of the owner's e-mail (case-insensitive). */
  owner: z.string().trim().toLowerCase().max(254, 'Owner is at most 254 characters').optional(),
  /** Part of the application's name (case-insensitive). */
  name: z.string().trim().toLowerCase().max(100, 'Name is at most 100 characters').optional(),
});
export type ListAllApplicationsQuery = z.infer<typeof listAllApplicationsQuerySchema>;

export const listAllApplications = defineOperation({
  area: 'admin',
  id: 'listAllApplications',
  method: 'GET',
  path: '/admin/applications',
  access: 'admin',
  summary: 'Every application, newest first, with its owner, subscriptions and masked keys',
  query: listAllApplicationsQuerySchema,
  response: z.object({
    items: z.array(adminApplicationSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});

export const usageGroupSchema = z.object({
  /** The service slug, the application id or `<stage>:<tier>`. */
  key: z.string(),
  label: z.string(),
  days: z.array(usageDaySchema),
  calls: z.number().int(),
});
export type UsageGroup = z.infer<typeof usageGroupSchema>;

export const getUsageInsights = defineOperation({
  area: 'admin',
  id: 'getUsageInsights',
  method: 'GET',
  path: '/admin/usage',
  access: 'admin',
  summary: 'Calls per day by service, application or plan over a range (at most 90 days)',
  query: z
    .object({
      from: dateParam('From'),
      to: dateParam('To'),
      groupBy: z
        .enum(usageGroupings, "groupBy must be 'service', 'application' or 'plan'")
        .default('service'),
    })
    .superRefine(checkRange),
  response: z.object({
    from: z.string(),
    to: z.string(),
    groupBy: z.enum(usageGroupings),
    groups: z.array(usageGroupSchema),
    calls: z.number().int(),
  }),
});

export const costLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  calls: z.number().int(),
  /** Rupees, to the paisa. */
  cost: z.number(),
});
export type CostLine = z.infer<typeof costLineSchema>;

export const getCostEstimate = defineOperation({
  area: 'admin',
  id: 'getCostEstimate',
  method: 'GET',
  path: '/admin/costs',
  access: 'admin',
  summary: 'Estimated cost per service and application: calls × the plan price per 1,000 calls',
  query: insightsRangeSchema,
  response: z.object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    /** Price per 1,000 calls of each plan. */
    prices: z.record(z.enum(planTiers), z.number()),
    model: z.string(),
    services: z.array(costLineSchema),
    applications: z.array(costLineSchema),
    calls: z.number().int(),
    cost: z.number(),
  }),
});
