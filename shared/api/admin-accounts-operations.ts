import * as z from 'zod';
import { accountStatuses, userStatuses } from '../identity-rules';
import { forgotPasswordEmailSchema } from '../schemas/forgot-password-schema';
import { messageResponse } from './common-schemas';
import { defineOperation } from './contract';
import { daysInRange, isoDateSchema } from './usage-schemas';

/** The admin area's accounts section and audit log (spec §2 /admin accounts, §3, §7, §9). */

/** Users shown per organization until 'show all' (spec §9). */
export const organizationUsersDefaultLimit = 4;
/** The audit log's default window, and the longest range one call reads. */
export const auditDefaultDays = 30;
export const auditMaxDays = 366;

const pageLimit = (fallback: number) =>
  z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(fallback);

const pageOffset = z.coerce
  .number('offset must be a number')
  .int('offset must be a whole number')
  .min(0, 'offset cannot be negative')
  .max(100_000, 'offset is too large')
  .default(0);

const emailParam = z.object({ email: forgotPasswordEmailSchema.shape.email });

const organizationName = z
  .string()
  .trim()
  .min(1, 'Organization is required')
  .max(100, 'Organization is at most 100 characters');

export const adminUserSchema = z.object({
  userEmailId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organization: z.string(),
  userStatus: z.enum(userStatuses),
  accountStatus: z.enum(accountStatuses),
  /** The production access status, once the user has asked for production access. */
  productionStatus: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usersPageSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type UsersPage = z.infer<typeof usersPageSchema>;

export const listUsersQuerySchema = z.object({
  limit: pageLimit(10),
  offset: pageOffset,
  /** The start of the e-mail (case-insensitive). */
  search: z.string().trim().toLowerCase().max(254, 'Search is at most 254 characters').optional(),
  userStatus: z.enum(userStatuses, "userStatus must be 'active' or 'inactive'").optional(),
  accountStatus: z
    .enum(accountStatuses, "accountStatus must be 'active', 'locked' or 'admin'")
    .optional(),
  organization: organizationName.optional(),
  productionStatus: z.string().trim().min(1).max(40, 'productionStatus is too long').optional(),
  /** By e-mail. */
  order: z.enum(['asc', 'desc'], "order must be 'asc' or 'desc'").default('asc'),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const listUsers = defineOperation({
  area: 'admin',
  id: 'listUsers',
  method: 'GET',
  path: '/admin/users',
  access: 'admin',
  summary: 'Lists accounts by e-mail, with a prefix search, status filters and paging',
  query: listUsersQuerySchema,
  response: usersPageSchema,
});

export const listOrganizationUsers = defineOperation({
  area: 'admin',
  id: 'listOrganizationUsers',
  method: 'GET',
  path: '/admin/organizations/{organization}/users',
  access: 'admin',
  summary: 'Lists the accounts of one organization (4 at first)',
  params: z.object({ organization: organizationName }),
  query: z.object({ limit: pageLimit(organizationUsersDefaultLimit), offset: pageOffset }),
  response: usersPageSchema,
});

export const deactivateUser = defineOperation({
  area: 'admin',
  id: 'deactivateUser',
  method: 'POST',
  path: '/admin/users/{email}/deactivate',
  access: 'admin',
  summary: 'Deactivates an account: it can no longer sign in',
  params: emailParam,
  response: messageResponse,
});

export const setAdmin = defineOperation({
  area: 'admin',
  id: 'setAdmin',
  method: 'PUT',
  path: '/admin/users/{email}/admin',
  access: 'admin',
  summary: 'Grants or removes the admin role',
  params: emailParam,
  body: z.object({ admin: z.boolean('admin must be true or false') }),
  response: messageResponse,
});

export const organizationItemSchema = z.object({ name: z.string(), code: z.string() });

export const listOrganizations = defineOperation({
  area: 'admin',
  id: 'listOrganizations',
  method: 'GET',
  path: '/admin/organizations',
  access: 'admin',
  summary: 'Lists the partner organizations (name, code) by name, paged',
  query: z.object({
    limit: pageLimit(10),
    offset: pageOffset,
    search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  }),
  response: z.object({
    items: z.array(organizationItemSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});

export const auditEntrySchema = z.object({
  entryId: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryItem = z.infer<typeof auditEntrySchema>;

export const listAuditEntriesQuerySchema = z
  .object({
    limit: pageLimit(10),
    offset: pageOffset,
    /** The start of the admin's e-mail. */
    actor: z.string().trim().toLowerCase().max(254, 'Actor is at most 254 characters').optional(),
    /** The start of the target, e.g. `user:ana@`. */
    target: z.string().trim().max(300, 'Target is at most 300 characters').optional(),
    /** UTC days, both included; default the last 30 days. */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'From must be on or before To',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || daysInRange(q.from, q.to) <= auditMaxDays, {
    message: `Choose at most ${auditMaxDays} days`,
    path: ['to'],
  });
export type ListAuditEntriesQuery = z.infer<typeof listAuditEntriesQuerySchema>;

export const listAuditEntries = defineOperation({
  area: 'admin',
  id: 'listAuditEntries',
  method: 'GET',
  path: '/admin/audit',
  access: 'admin',
  summary: 'The audit log of admin decisions, newest first, by actor, target and date',
  query: listAuditEntriesQuerySchema,
  response: z.object({
    items: z.array(auditEntrySchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    from: z.string(),
    to: z.string(),
  }),
});
