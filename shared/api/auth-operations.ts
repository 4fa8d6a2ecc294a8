import * as z from 'zod';
import { captchaSchema } from '../schemas/captcha-schema';
import { forgotPasswordEmailSchema, resetPasswordSchema } from '../schemas/forgot-password-schema';
import { registrationPayloadSchema } from '../schemas/registration-payload-schema';
import { messages } from '../messages';
import { takeoverGrantPattern } from '../session-takeover';
import { captchaIdSchema, messageResponse } from './common-schemas';
import { defineOperation } from './contract';

/** The auth area: what a visitor does to get in (captcha, registration, forgotten password). */

/** A captcha issued by the server: the picture, and the id its answer is kept under. */
export const createCaptcha = defineOperation({
  area: 'auth',
  id: 'createCaptcha',
  method: 'POST',
  path: '/auth/captcha',
  access: 'public',
  summary: 'Issues a captcha (6 characters: 5 letters or symbols and 1 digit) as an SVG picture',
  response: z.object({ captchaId: z.string(), svg: z.string(), expiresInSeconds: z.number() }),
});

/** Checks an answer on entry of 6 characters, without using the captcha up. */
export const checkCaptcha = defineOperation({
  area: 'auth',
  id: 'checkCaptcha',
  method: 'POST',
  path: '/auth/captcha/{captchaId}/check',
  access: 'public',
  summary: 'Whether an answer matches the captcha (a captcha may be checked 3 times)',
  params: z.object({ captchaId: captchaIdSchema }),
  body: z.object({ answer: captchaSchema }),
  response: z.object({ valid: z.boolean() }),
});

export const organizationSchema = z.object({ name: z.string(), code: z.string() });
export type Organization = z.infer<typeof organizationSchema>;

export const searchOrganizations = defineOperation({
  area: 'auth',
  id: 'searchOrganizations',
  method: 'GET',
  path: '/organizations',
  access: 'public',
  summary: 'Partner organizations whose name or code starts with the search (3+ characters)',
  query: z.object({
    search: z.string().trim().min(3, 'Type at least 3 characters').max(100),
  }),
  response: z.object({ items: z.array(organizationSchema) }),
});

export const register = defineOperation({
  area: 'auth',
  id: 'register',
  method: 'POST',
  path: '/auth/register',
  access: 'public',
  summary:
    'Registers a partner account, inactive until an admin activates it (with a captcha, as ' +
    'sign-in)',
  body: z.intersection(
    registrationPayloadSchema,
    z.object({ captchaId: captchaIdSchema, captcha: captchaSchema }),
  ),
  response: messageResponse,
});

/** Forgot password, step one: verify the e-mail and send a 6-digit code. */
export const startPasswordReset = defineOperation({
  area: 'auth',
  id: 'startPasswordReset',
  method: 'POST',
  path: '/auth/password-reset',
  access: 'public',
  summary:
    'Sends a password-reset code to the e-mail of an account (the same answer for any e-mail)',
  body: forgotPasswordEmailSchema,
  response: messageResponse,
});

export const completePasswordReset = defineOperation({
  area: 'auth',
  id: 'completePasswordReset',
  method: 'POST',
  path: '/auth/password-reset/confirm',
  access: 'public',
  summary: 'Sets a new password with the e-mailed code and a captcha',
  body: z.intersection(
    resetPasswordSchema,
    z.object({ email: forgotPasswordEmailSchema.shape.email, captchaId: captchaIdSchema }),
  ),
  response: messageResponse,
});

/**
 * Ends the user's other live session, for a sign-in that proved its password and e-mailed code
 * and met that session: the grant comes from that sign-in's takeover challenge
 * (shared/session-takeover.ts), one use, within the sign-in's 3 minutes.
 */
export const takeOverSession = defineOperation({
  area: 'auth',
  id: 'takeOverSession',
  method: 'POST',
  // The session's own resource (DELETE there signs out): a path of its own would add an API
  // Gateway resource and its CORS preflight to a parent stack at its resource budget
  // (infra/marque-stack.test.ts).
  path: '/users/me/session',
  access: 'public',
  summary:
    'Signs out the other session of a user whose sign-in proved the password and the mailed code',
  body: z.object({
    email: forgotPasswordEmailSchema.shape.email,
    grant: z.string().regex(takeoverGrantPattern, messages.takeoverExpired),
  }),
  response: messageResponse,
});
