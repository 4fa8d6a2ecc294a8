import { z } from 'zod';
import { accountStatuses, userStatuses } from '../identity-rules';
import { captchaSchema } from '../schemas/captcha-schema';
import {
  changePasswordSchema,
  forgotPasswordEmailSchema,
  resetPasswordSchema,
} from '../schemas/forgot-password-schema';
import { mobileNumberSchema } from '../schemas/mobile-schema';
import { personNameField } from '../schemas/registration-fields';
import { registrationPayloadSchema } from '../schemas/registration-payload-schema';
import { defineOperation } from './contract';

const messageResponse = z.object({ message: z.string() });
const captchaIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Please enter the Captcha');

/** A captcha issued by the server: the picture, and the id its answer is kept under. */
export const createCaptcha = defineOperation({
  id: 'createCaptcha',
  method: 'POST',
  path: '/auth/captcha',
  access: 'public',
  summary: 'Issues a captcha (6 characters: 5 letters or symbols and 1 digit) as an SVG picture',
  response: z.object({ captchaId: z.string(), svg: z.string(), expiresInSeconds: z.number() }),
});

/** Checks an answer on entry of 6 characters, without using the captcha up. */
export const checkCaptcha = defineOperation({
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
  id: 'register',
  method: 'POST',
  path: '/auth/register',
  access: 'public',
  summary: 'Registers a partner account, inactive until an admin activates it',
  body: registrationPayloadSchema,
  response: messageResponse,
});

/** Forgot password, step one: verify the e-mail and send a 6-digit code. */
export const startPasswordReset = defineOperation({
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

/** Change-password mode: the signed-in user, the current password, a captcha. */
export const changePassword = defineOperation({
  id: 'changePassword',
  allowedWithExpiredPassword: true,
  method: 'POST',
  path: '/users/me/password',
  access: 'user',
  summary: "Changes the caller's password (the access token goes in X-Access-Token)",
  body: z.intersection(changePasswordSchema, z.object({ captchaId: captchaIdSchema })),
  response: messageResponse,
});

/** The spec's sign-in check response (§3), for the signed-in caller. */
export const signInStatusSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  company: z.string(),
  newuser: z.boolean(),
  accountStatus: z.enum(accountStatuses),
  userStatus: z.enum(userStatuses),
  passwordExpiryDate: z.string(),
  passwordExpiresInDays: z.number().int(),
  passwordChangedAt: z.string(),
});
export type SignInStatus = z.infer<typeof signInStatusSchema>;

export const getSignInStatus = defineOperation({
  id: 'getSignInStatus',
  allowedWithExpiredPassword: true,
  method: 'GET',
  path: '/users/me/status',
  access: 'user',
  summary: "The caller's account: names, statuses, first sign-in and password expiry",
  response: signInStatusSchema,
});

/** Marks the guided tour seen, so `newuser` is false from then on. */
export const completeOnboarding = defineOperation({
  id: 'completeOnboarding',
  allowedWithExpiredPassword: true,
  method: 'POST',
  path: '/users/me/onboarding',
  access: 'user',
  summary: 'Records that the first-sign-in tour was shown',
  response: messageResponse,
});

export const signOutEverywhere = defineOperation({
  id: 'signOutEverywhere',
  allowedWithExpiredPassword: true,
  method: 'DELETE',
  path: '/users/me/session',
  access: 'user',
  summary: "Ends the caller's session: deletes its record and revokes every refresh token",
  response: messageResponse,
});

export const profileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
  organization: z.string(),
  employeeId: z.string(),
  passwordChangedAt: z.string(),
  passwordExpiryDate: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const getProfile = defineOperation({
  id: 'getProfile',
  method: 'GET',
  path: '/users/me/profile',
  access: 'user',
  summary: "The caller's stored details",
  response: profileSchema,
});

/** What a user may edit of their own details (e-mail and organization are an admin's). */
export const profileUpdateSchema = z.object({
  firstName: personNameField('First Name'),
  lastName: personNameField('Last Name'),
  mobileNumber: mobileNumberSchema,
});

export const updateProfile = defineOperation({
  id: 'updateProfile',
  method: 'PATCH',
  path: '/users/me/profile',
  access: 'user',
  summary: "Updates the caller's names and mobile number",
  body: profileUpdateSchema,
  response: profileSchema,
});

export const getFeedbackStatus = defineOperation({
  id: 'getFeedbackStatus',
  allowedWithExpiredPassword: true,
  method: 'GET',
  path: '/users/me/feedback',
  access: 'user',
  summary: 'Whether the caller has feedback pending (asked before sign-out)',
  response: z.object({ pending: z.boolean() }),
});

export const feedbackSchema = z.object({
  rating: z.number().int().min(1, 'Please choose a rating').max(5),
  easeOfUse: z.enum(['very-easy', 'easy', 'neutral', 'hard', 'very-hard']),
  foundWhatNeeded: z.boolean(),
  comments: z.string().trim().max(1000, 'Maximum limit exceed').optional(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const submitFeedback = defineOperation({
  id: 'submitFeedback',
  method: 'POST',
  path: '/users/me/feedback',
  access: 'user',
  summary: "Stores the caller's survey answers",
  body: feedbackSchema,
  response: messageResponse,
});

/** Admin: activates a registered account (the admin accounts area builds on this). */
export const activateUser = defineOperation({
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
  id: 'unlockUser',
  method: 'POST',
  path: '/admin/users/{email}/unlock',
  access: 'admin',
  summary: 'Unlocks a locked account and clears its failed attempts',
  params: z.object({ email: forgotPasswordEmailSchema.shape.email }),
  response: messageResponse,
});
