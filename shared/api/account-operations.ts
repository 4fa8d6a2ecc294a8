import * as z from 'zod';
import { cleanString } from '../schemas/text-field';
import { accountStatuses, userStatuses } from '../identity-rules';
import { changePasswordSchema } from '../schemas/forgot-password-schema';
import { mobileNumberSchema } from '../schemas/mobile-schema';
import { personNameField } from '../schemas/registration-fields';
import { tourChoices, tourPages } from '../tours';
import { captchaIdSchema, messageResponse } from './common-schemas';
import { defineOperation } from './contract';

/** The account area: the signed-in user's own account, session, profile, tours and feedback. */

export const currentUserSchema = z.object({
  sub: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const getCurrentUser = defineOperation({
  area: 'account',
  id: 'getCurrentUser',
  allowedWithExpiredPassword: true,
  method: 'GET',
  path: '/users/me',
  access: 'user',
  summary: 'Who the caller is, as the server sees the token',
  response: currentUserSchema,
});

/** Change-password mode: the signed-in user, the current password, a captcha. */
export const changePassword = defineOperation({
  area: 'account',
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
  area: 'account',
  id: 'getSignInStatus',
  allowedWithExpiredPassword: true,
  method: 'GET',
  path: '/users/me/status',
  access: 'user',
  summary: "The caller's account: names, statuses, first sign-in and password expiry",
  response: signInStatusSchema,
});

/** The done flags of the guided tours, kept with the user (not in one browser). */
export const tourProgressSchema = z.object({ done: z.array(z.enum(tourPages)) });
export type TourProgress = z.infer<typeof tourProgressSchema>;

export const getTourProgress = defineOperation({
  area: 'account',
  id: 'getTourProgress',
  method: 'GET',
  path: '/users/me/tours',
  access: 'user',
  summary: 'The guided tours the caller has finished or closed',
  response: tourProgressSchema,
});

/**
 * Marks a tour seen, or with `all` every tour at once ('Skip all tours'); the home tour (so `all`
 * too) also ends the first sign-in (`newuser` false from then on).
 */
export const completeTour = defineOperation({
  area: 'account',
  id: 'completeTour',
  allowedWithExpiredPassword: true,
  method: 'PUT',
  path: '/users/me/tours/{tour}',
  access: 'user',
  summary: 'Records that the caller finished or closed a guided tour, or skipped them all (all)',
  params: z.object({ tour: z.enum(tourChoices, 'No such tour') }),
  response: tourProgressSchema,
});

/** 'Show the tours again' (My Profile): clears every done flag, the home tour's too. */
export const resetTours = defineOperation({
  area: 'account',
  id: 'resetTours',
  method: 'DELETE',
  path: '/users/me/tours',
  access: 'user',
  summary: "Clears the caller's tour flags, so every guided tour shows again",
  response: tourProgressSchema,
});

/**
 * The browser reports that its user is active (throttled; also on each token refresh), which
 * keeps the one session alive. A session with no report for the idle limit lapses, so a closed
 * browser does not block the next sign-in.
 */
export const recordSessionActivity = defineOperation({
  area: 'account',
  id: 'recordSessionActivity',
  allowedWithExpiredPassword: true,
  method: 'POST',
  path: '/users/me/session/activity',
  access: 'user',
  summary: "Keeps the caller's session alive; answers when it lapses without more activity",
  response: z.object({ expiresAt: z.string() }),
});

export const signOutEverywhere = defineOperation({
  area: 'account',
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
  /** Absent when the user gave none at registration. */
  employeeId: z.string().optional(),
  passwordChangedAt: z.string(),
  passwordExpiryDate: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const getProfile = defineOperation({
  area: 'account',
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
  area: 'account',
  id: 'updateProfile',
  method: 'PATCH',
  path: '/users/me/profile',
  access: 'user',
  summary: "Updates the caller's names and mobile number",
  body: profileUpdateSchema,
  response: profileSchema,
});

/** The statuses a category access request can hold (spec §3). */
export const accessRequestStatuses = ['Approved', 'Pending', 'Rejected'] as const;

/** The caller's category access records (spec §3): which categories are asked for or granted. */
export const categoryAccessSchema = z.object({
  items: z.array(z.object({ category: z.string(), requestStatus: z.enum(accessRequestStatuses) })),
});
export type CategoryAccess = z.infer<typeof categoryAccessSchema>;

export const getCategoryAccess = defineOperation({
  area: 'account',
  id: 'getCategoryAccess',
  method: 'GET',
  path: '/users/me/category-access',
  access: 'user',
  summary: "The caller's category access requests and their statuses",
  response: categoryAccessSchema,
});

export const getFeedbackStatus = defineOperation({
  area: 'account',
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
  comments: cleanString({ multiline: true }).trim().max(1000, 'Maximum limit exceed').optional(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const submitFeedback = defineOperation({
  area: 'account',
  id: 'submitFeedback',
  method: 'POST',
  path: '/users/me/feedback',
  access: 'user',
  summary: "Stores the caller's survey answers",
  body: feedbackSchema,
  response: messageResponse,
});
