import * as z from 'zod';
import { cleanString } from '../schemas/text-field';
import { categoryNames } from '../categories';
import { defineOperation } from './contract';

/**
 * The requests area: category access requests (spec §3, §4), asked by users and decided by
 * admins. A user's own records are read with the account area's `getCategoryAccess`.
 */

/** Every state a category access request can hold. */
export const accessRequestStates = ['Pending', 'Approved', 'Rejected'] as const;
export type AccessRequestState = (typeof accessRequestStates)[number];

/** The page sizes of spec §9 for the admin's request table. */
export const pageSizeOptions = [10, 20, 30] as const;

const categorySchema = z.enum(categoryNames, { message: 'Choose a category' });

export const requestCategoryAccessBody = z.object({ category: categorySchema });

export const requestCategoryAccess = defineOperation({
  area: 'requests',
  id: 'requestCategoryAccess',
  method: 'POST',
  path: '/requests/category-access',
  access: 'user',
  summary: 'Asks for access to a category that requires it; the request is Pending',
  body: requestCategoryAccessBody,
  response: z.object({
    message: z.string(),
    category: z.string(),
    requestStatus: z.literal('Pending'),
  }),
});

/** One request as the admin's table shows it. */
export const accessRequestRowSchema = z.object({
  email: z.string(),
  category: z.string(),
  requestStatus: z.enum(accessRequestStates),
  requestedAt: z.string(),
  decidedAt: z.string().optional(),
  decidedBy: z.string().optional(),
  reason: z.string().optional(),
});
export type AccessRequestRow = z.infer<typeof accessRequestRowSchema>;

/** The opaque position after a page (base64url), as the previous answer gave it. */
const cursorSchema = z
  .string()
  .max(1000)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid page cursor');

export const listAccessRequestsQuery = z.object({
  status: z.enum(accessRequestStates).default('Pending'),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (pageSizeOptions as readonly number[]).includes(value), {
      message: `Page size is one of ${pageSizeOptions.join(', ')}`,
    })
    .default(pageSizeOptions[0]),
  cursor: cursorSchema.optional(),
});

export const listAccessRequests = defineOperation({
  area: 'requests',
  id: 'listAccessRequests',
  method: 'GET',
  path: '/admin/access-requests',
  access: 'admin',
  summary:
    'Admin: category access requests in one state, newest first (by request time, or by decision time once decided), paged',
  query: listAccessRequestsQuery,
  response: z.object({
    items: z.array(accessRequestRowSchema),
    nextCursor: cursorSchema.optional(),
  }),
});

export const accessDecisions = ['approve', 'reject'] as const;
export type AccessDecision = (typeof accessDecisions)[number];

export const decideAccessRequestBody = z.object({
  email: z.string().trim().toLowerCase().email('Please enter valid email').max(254),
  category: categorySchema,
  decision: z.enum(accessDecisions),
  reason: cleanString({ multiline: true })
    .trim()
    .max(250, 'Maximum limit exceed')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export const decideAccessRequest = defineOperation({
  area: 'requests',
  id: 'decideAccessRequest',
  method: 'POST',
  path: '/admin/access-requests/decision',
  access: 'admin',
  summary: 'Admin: approves or rejects a Pending category access request and e-mails the requester',
  body: decideAccessRequestBody,
  response: accessRequestRowSchema,
});
