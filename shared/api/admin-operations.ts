import * as z from 'zod';
import { forgotPasswordEmailSchema } from '../schemas/forgot-password-schema';
import { messageResponse } from './common-schemas';
import { defineOperation } from './contract';

/** The admin area: what only members of the `admin` group may do. */

/** Admin: activates a registered account (the admin accounts area builds on this). */
export const activateUser = defineOperation({
  area: 'admin',
  id: 'activateUser',
  method: 'POST',
  path: '/admin/users/{email}/activate',
  access: 'admin',
  summary: 'Activates a registered user and e-mails them',
  params: z.object({ email: forgotPasswordEmailSchema.shape.email }),
  response: messageResponse,
});

/** Admin: unlocks an account locked after 3 failed sign-ins. */
export const unlockUser = defineOperation({
  area: 'admin',
  id: 'unlockUser',
  method: 'POST',
  path: '/admin/users/{email}/unlock',
  access: 'admin',
  summary: 'Unlocks a locked account and clears its failed attempts',
  params: z.object({ email: forgotPasswordEmailSchema.shape.email }),
  response: messageResponse,
});

export const getCatalogueSummary = defineOperation({
  area: 'admin',
  id: 'getCatalogueSummary',
  method: 'GET',
  path: '/admin/catalogue/summary',
  access: 'admin',
  summary: 'Counts of categories, services and APIs by status, for the admin area',
  response: z.object({
    categories: z.number().int(),
    services: z.number().int(),
    apis: z.number().int(),
    apisByStatus: z.record(z.string(), z.number().int()),
  }),
});
