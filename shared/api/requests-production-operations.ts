import * as z from 'zod';
import { cleanString } from '../schemas/text-field';
import { planTiers } from '../plans';
import { fieldMessages } from '../schemas/field-messages';
import { productionRequestBodySchema } from '../schemas/production-request-payload-schema';
import { requiredText } from '../schemas/text-field';
import { messageResponse } from './common-schemas';
import { defineOperation } from './contract';
import { pageSizeOptions } from './requests-operations';

/**
 * Production access requests (spec §3, §4, §5): a developer asks for a production key for one of
 * their applications on one service; admins decide. Approval creates the application's key on
 * the `prod` stage under the requested plan; the developer reveals it with a code sent by e-mail.
 * A developer sees and changes only their own requests (another's answer 404); admins see all.
 */

/**
 * Every state a production request can hold: Pending on create, reSubmit after an edit,
 * InProgress when an admin marks it, then Approved, Rejected or Cancelled (by the requester).
 */
export const productionRequestStates = [
  'Pending',
  'reSubmit',
  'InProgress',
  'Approved',
  'Rejected',
  'Cancelled',
] as const;
export type ProductionRequestState = (typeof productionRequestStates)[number];

/** States after which the 30-day rule applies (spec §4: rejected or done). */
export const closedProductionStates = ['Approved', 'Rejected', 'Cancelled'] as const;
/** Days after its last change that a Rejected or Cancelled request can no longer be edited, resubmitted or cancelled. */
export const productionEditWindowDays = 30;

/** Server-generated ids (UUIDs). */
export const uniqueIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, 'Request is invalid');
export const productionRequestParams = z.object({ uniqueId: uniqueIdSchema });

/** The opaque position after a page (base64url), as the previous answer gave it. */
const cursorSchema = z
  .string()
  .max(1000)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid page cursor');

const limitSchema = z.coerce
  .number()
  .int()
  .refine((value) => (pageSizeOptions as readonly number[]).includes(value), {
    message: `Page size is one of ${pageSizeOptions.join(', ')}`,
  })
  .default(pageSizeOptions[0]);

/**
 * The form's payload as submitted or resubmitted (spec §3): the shared body schema, whose
 * apiUsage holds exactly one service, keyed by the catalogue service's slug (e.g.
 * 'vehicle-status'). `uniqueId`, `status`, `admin` and `lastUpdatedBy` are the server's, and so
 * are the requester's name, e-mail, contact and organization (from their profile).
 */
export const productionRequestBody = productionRequestBodySchema;
export type ProductionRequestBody = z.input<typeof productionRequestBody>;

const apiUsageEntryResponse = z.object({
  plan: z.enum(planTiers),
  resources: z.array(z.string()),
  purposeOfUtilization: z.string(),
  apiRateLimit: z.string(),
  apiVolume: z.string().optional(),
  burst: z.string().optional(),
  category: z.string(),
  owner: z.string().optional(),
});

/** One stored production request, in full (`/microservicedetail`). */
export const productionRequestSchema = z.object({
  uniqueId: z.string(),
  /** The requester's account (the caller who submitted it). */
  requester: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  contact: z.string(),
  department: z.string(),
  project: z.string(),
  organization: z.string(),
  applicationName: z.string(),
  applicationId: z.string(),
  /** The one service asked for (the key of apiUsage). */
  service: z.string(),
  apiUsage: z.record(z.string(), apiUsageEntryResponse),
  responseTime: z.string().optional(),
  requestPerMonth: z.string().optional(),
  businessHours: z.string(),
  applicationDL: z.string(),
  status: z.enum(productionRequestStates),
  /** The admin who last decided it, if any. */
  admin: z.string().optional(),
  lastUpdatedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The admin's reason of the last decision, if given. */
  reason: z.string().optional(),
  /**
   * Whether edit and resubmit are allowed now: false for an Approved request (its key is issued;
   * a new request changes it) and for Rejected or Cancelled ones decided more than 30 days ago.
   * Cancel follows the same rule, and is refused for a request already Cancelled.
   */
  editable: z.boolean(),
  /** Once approved: the production key's id and masked value (revealProdKey gives the value). */
  prodKey: z.object({ apiKeyId: z.string(), maskedKey: z.string() }).optional(),
});
export type ProductionRequest = z.infer<typeof productionRequestSchema>;

/** One row of a list: the request without its long fields. */
export const productionRequestRowSchema = productionRequestSchema.pick({
  uniqueId: true,
  requester: true,
  applicationName: true,
  service: true,
  department: true,
  project: true,
  organization: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  editable: true,
});
export type ProductionRequestRow = z.infer<typeof productionRequestRowSchema>;

const pageResponse = z.object({
  items: z.array(productionRequestRowSchema),
  nextCursor: cursorSchema.optional(),
});

export const listDepartments = defineOperation({
  area: 'requests',
  id: 'listDepartments',
  method: 'GET',
  path: '/requests/production/departments',
  access: 'user',
  summary: "The production request form's department list",
  response: z.object({ items: z.array(z.object({ name: z.string() })) }),
});

export const listProjectsQuery = z.object({
  department: cleanString().trim().max(100).optional(),
});

export const listProjects = defineOperation({
  area: 'requests',
  id: 'listProjects',
  method: 'GET',
  path: '/requests/production/projects',
  access: 'user',
  summary: "The production request form's project list, all or one department's",
  query: listProjectsQuery,
  response: z.object({
    items: z.array(z.object({ name: z.string(), department: z.string() })),
  }),
});

export const submitProductionRequest = defineOperation({
  area: 'requests',
  id: 'submitProductionRequest',
  method: 'POST',
  path: '/requests/production',
  access: 'user',
  summary:
    "Asks for production access for one of the caller's applications, subscribed on sandbox to the one service of apiUsage; the request is Pending",
  body: productionRequestBody,
  response: productionRequestSchema,
});

export const resubmitProductionRequest = defineOperation({
  area: 'requests',
  id: 'resubmitProductionRequest',
  method: 'PUT',
  path: '/requests/production/{uniqueId}',
  access: 'user',
  summary:
    "Edits the caller's request; it becomes reSubmit. 409 when it is Approved (its key is issued), or Rejected or Cancelled more than 30 days ago",
  params: productionRequestParams,
  body: productionRequestBody,
  response: productionRequestSchema,
});

export const cancelProductionRequest = defineOperation({
  area: 'requests',
  id: 'cancelProductionRequest',
  method: 'POST',
  path: '/requests/production/{uniqueId}/cancellation',
  access: 'user',
  summary:
    "Cancels the caller's request. 409 when it is Approved (its key is issued), already Cancelled, or Rejected more than 30 days ago",
  params: productionRequestParams,
  response: productionRequestSchema,
});

export const listMyProductionRequestsQuery = z.object({
  limit: limitSchema,
  cursor: cursorSchema.optional(),
});

export const listMyProductionRequests = defineOperation({
  area: 'requests',
  id: 'listMyProductionRequests',
  method: 'GET',
  path: '/requests/production',
  access: 'user',
  summary: "The caller's production requests, newest first, paged (`/myRequest`)",
  query: listMyProductionRequestsQuery,
  response: pageResponse,
});

export const getProductionRequest = defineOperation({
  area: 'requests',
  id: 'getProductionRequest',
  method: 'GET',
  path: '/requests/production/{uniqueId}',
  access: 'user',
  summary: "One production request in full: the caller's own, or any for an admin",
  params: productionRequestParams,
  response: productionRequestSchema,
});

export const listProductionRequestsQuery = z.object({
  status: z.enum(productionRequestStates).default('Pending'),
  limit: limitSchema,
  cursor: cursorSchema.optional(),
});

export const listProductionRequests = defineOperation({
  area: 'requests',
  id: 'listProductionRequests',
  method: 'GET',
  path: '/admin/production-requests',
  access: 'admin',
  summary: 'Admin: production requests in one state, newest first (by last change), paged',
  query: listProductionRequestsQuery,
  response: pageResponse,
});

export const productionDecisions = ['approve', 'reject', 'inProgress'] as const;
export type ProductionDecision = (typeof productionDecisions)[number];

export const decideProductionRequestBody = z.object({
  decision: z.enum(productionDecisions),
  reason: cleanString({ multiline: true })
    .trim()
    .max(250, fieldMessages.maximumLimit)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export const decideProductionRequest = defineOperation({
  area: 'requests',
  id: 'decideProductionRequest',
  method: 'POST',
  path: '/admin/production-requests/{uniqueId}/decision',
  access: 'admin',
  summary:
    "Admin: approves (creates the application's prod key under the requested plan, exactly once), rejects or marks in progress an open request, and e-mails the requester",
  params: productionRequestParams,
  body: decideProductionRequestBody,
  response: productionRequestSchema,
});

export const requestProdKeyCode = defineOperation({
  area: 'requests',
  id: 'requestProdKeyCode',
  method: 'POST',
  path: '/requests/production/{uniqueId}/key-code',
  access: 'user',
  summary:
    'E-mails the owner of an approved request a 6-digit code, valid 5 minutes and 3 tries, to reveal its prod key once',
  params: productionRequestParams,
  response: messageResponse,
});

export const revealProdKeyBody = z.object({
  code: requiredText(fieldMessages.mandatoryStarred).pipe(
    z.string().regex(/^[0-9]{6}$/, 'Please enter 6 digit OTP'),
  ),
});

export const revealProdKey = defineOperation({
  area: 'requests',
  id: 'revealProdKey',
  method: 'POST',
  path: '/requests/production/{uniqueId}/key',
  access: 'user',
  summary: "The approved request's prod key value, with the e-mailed code (used once)",
  params: productionRequestParams,
  body: revealProdKeyBody,
  response: z.object({ apiKeyId: z.string(), value: z.string() }),
});
