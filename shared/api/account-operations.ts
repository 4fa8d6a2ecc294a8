import { z } from 'zod';
import { defineOperation } from './contract';

export const currentUserSchema = z.object({
  sub: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const getCurrentUser = defineOperation({
  id: 'getCurrentUser',
  allowedWithExpiredPassword: true,
  method: 'GET',
  path: '/users/me',
  access: 'user',
  summary: 'Who the caller is, as the server sees the token',
  response: currentUserSchema,
});
