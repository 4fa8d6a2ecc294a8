import * as z from 'zod';
import { planTiers, productStages } from '../plans';
import { createApplicationSchema } from '../schemas/application-schema';
import { subscribeSchema, usagePlanTierSchema } from '../schemas/subscribe-schema';
import { messageResponse } from './common-schemas';
import { defineOperation } from './contract';
import { revealProdKeyBody } from './requests-production-operations';
import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  usageQuerySchema,
  usageResponseSchema,
} from './usage-schemas';

/**
 * The applications area: a signed-in user's applications and their subscriptions. Every
 * operation sees only the caller's own applications; another user's answer 404.
 */

/** Server-generated application ids (UUIDs). */
const applicationIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, 'Application is invalid');
/** A catalogue service's slug (e.g. 'vehicle-status'). */
const serviceSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Service is invalid');
const categoryNameSchema = z.string().trim().min(1).max(100);

export const applicationParams = z.object({ applicationId: applicationIdSchema });
/** A subscription is one per (application, service, stage): those name it. */
export const subscriptionParams = z.object({
  applicationId: applicationIdSchema,
  service: serviceSlugSchema,
  stage: z.enum(productStages),
});

export const subscriptionStatuses = ['Active'] as const;

/** One subscription as the application detail shows it; the key's value is never listed. */
export const subscriptionItemSchema = z.object({
  /** `<service>.<stage>`: stable, unique within the application. */
  id: z.string(),
  applicationId: z.string(),
  applicationName: z.string(),
  service: z.string(),
  /** The service's display name. */
  apiName: z.string(),
  apiId: z.string(),
  category: z.string(),
  stage: z.enum(productStages),
  tier: z.enum(planTiers),
  /** The usage plan's name as API Gateway shows it (`<service>-<stage>-<tier>`). */
  usagePlanName: z.string(),
  usagePlanId: z.string(),
  apiKeyId: z.string(),
  /** The key's value masked (last 4 characters shown); revealKey gives the whole value. */
  maskedKey: z.string(),
  createdAt: z.string(),
  status: z.enum(subscriptionStatuses),
  /** After a rotation: when the previous key stops working (ISO time); absent otherwise. */
  previousKeyExpiresAt: z.string().optional(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItemSchema>;

export const applicationItemSchema = z.object({
  applicationId: z.string(),
  applicationName: z.string(),
  applicationDescription: z.string(),
  /** From the owner's profile when the application was created. */
  organization: z.string(),
  subscriptionCount: z.number().int(),
  createdAt: z.string(),
});
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

/** Subscribe (spec §3, §5): the dialog's application name and plan, plus the service chosen. */
export const subscribeBodySchema = subscribeSchema.extend({
  category: categoryNameSchema,
  service: serviceSlugSchema,
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const listApplications = defineOperation({
  area: 'applications',
  id: 'listApplications',
  method: 'GET',
  path: '/applications',
  access: 'user',
  summary: "The caller's applications, newest first, with their subscription counts",
  response: z.object({ items: z.array(applicationItemSchema) }),
});

export const createApplication = defineOperation({
  area: 'applications',
  id: 'createApplication',
  method: 'POST',
  path: '/applications',
  access: 'user',
  summary:
    "Creates an application; the name is unique per user case-insensitively (409 'Application name already exist')",
  body: createApplicationSchema,
  response: z.object({ item: applicationItemSchema }),
});

export const getApplication = defineOperation({
  area: 'applications',
  id: 'getApplication',
  method: 'GET',
  path: '/applications/{applicationId}',
  access: 'user',
  summary: 'One of the caller’s applications with its subscriptions (keys masked)',
  params: applicationParams,
  response: z.object({
    item: applicationItemSchema,
    subscriptions: z.array(subscriptionItemSchema),
  }),
});

export const deleteApplication = defineOperation({
  area: 'applications',
  id: 'deleteApplication',
  method: 'DELETE',
  path: '/applications/{applicationId}',
  access: 'user',
  summary: 'Deletes an application, first removing every subscription’s API key',
  params: applicationParams,
  response: messageResponse,
});

export const subscribe = defineOperation({
  area: 'applications',
  id: 'subscribe',
  method: 'POST',
  path: '/applications/subscriptions',
  access: 'user',
  summary:
    "Subscribes one of the caller's applications to a service's sandbox under a plan: a new API key in that plan (409 if already subscribed)",
  body: subscribeBodySchema,
  response: z.object({ Item: subscriptionItemSchema, message: z.string() }),
});

export const unsubscribe = defineOperation({
  area: 'applications',
  id: 'unsubscribe',
  method: 'DELETE',
  path: '/applications/{applicationId}/subscriptions/{service}/{stage}',
  access: 'user',
  summary: 'Ends a subscription: its key leaves the plan and is deleted',
  params: subscriptionParams,
  response: messageResponse,
});

export const changePlan = defineOperation({
  area: 'applications',
  id: 'changePlan',
  method: 'PUT',
  path: '/applications/{applicationId}/subscriptions/{service}/{stage}/plan',
  access: 'user',
  summary: "Moves a subscription's key to the service's plan of another tier (same key)",
  params: subscriptionParams,
  body: z.object({ usagePlan: usagePlanTierSchema }),
  response: z.object({ Item: subscriptionItemSchema, message: z.string() }),
});

export const revealKey = defineOperation({
  area: 'applications',
  id: 'revealKey',
  method: 'GET',
  path: '/applications/{applicationId}/subscriptions/{service}/{stage}/key',
  access: 'user',
  summary:
    "A sandbox or preprod subscription's API key value, on demand only; a prod key is refused (403): it needs a code (revealProdSubscriptionKey)",
  params: subscriptionParams,
  response: z.object({ apiKeyId: z.string(), value: z.string() }),
});

export const requestKeyCode = defineOperation({
  area: 'applications',
  id: 'requestKeyCode',
  method: 'POST',
  path: '/applications/{applicationId}/subscriptions/{service}/{stage}/key-code',
  access: 'user',
  summary:
    'E-mails the owner of a prod subscription a 6-digit code, valid 5 minutes and 3 tries, to reveal its key once (other stages: 409, they need none)',
  params: subscriptionParams,
  response: messageResponse,
});

export const revealProdSubscriptionKey = defineOperation({
  area: 'applications',
  id: 'revealProdSubscriptionKey',
  method: 'POST',
  path: '/applications/{applicationId}/subscriptions/{service}/{stage}/key',
  access: 'user',
  summary: "A prod subscription's API key value, with the e-mailed code (used once, audited)",
  params: subscriptionParams,
  body: revealProdKeyBody,
  response: z.object({ apiKeyId: z.string(), value: z.string() }),
});

export const rotateKey = defineOperation({
  area: 'applications',
  id: 'rotateKey',
  method: 'POST',
  path: '/applications/{applicationId}/subscriptions/{service}/{stage}/key/rotation',
  access: 'user',
  summary:
    "Issues a new key in the same plan at once; the previous key keeps working until `previousKeyExpiresAt` (the stage's overlap window), then is removed",
  params: subscriptionParams,
  response: z.object({ Item: subscriptionItemSchema, message: z.string() }),
});

export const getUsage = defineOperation({
  area: 'applications',
  id: 'getUsage',
  method: 'GET',
  path: '/usage',
  access: 'user',
  summary:
    "Calls per day this month (UTC) of each subscription of the caller's applications (or of one, `?applicationId=`), with the month's quota used and remaining and the plan's limits",
  query: usageQuerySchema,
  response: usageResponseSchema,
});

export const getServiceAnalytics = defineOperation({
  area: 'applications',
  id: 'getServiceAnalytics',
  method: 'GET',
  path: '/usage/services',
  access: 'user',
  summary:
    "Calls per day of each service over `?from=&to=` (YYYY-MM-DD, at most 92 days), and per plan: for staff and admins every service's, summed over every key; for a partner the services they subscribe to, their own keys only",
  query: analyticsQuerySchema,
  response: analyticsResponseSchema,
});
