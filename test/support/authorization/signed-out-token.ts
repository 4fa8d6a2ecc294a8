import { expect } from 'vitest';
import { activate, registerPartner, uniqueEmail } from '../accounts';
import { cloudPortal } from '../cloud-portal';
import { signInToPortal, signOutOfPortal } from '../portal-sign-in';

/**
 * The ID token of a user who signed out through the portal (DELETE /users/me/session): still
 * signed by Cognito and within its hour, so only the session record can refuse it.
 */
export async function signedOutToken(adminToken: string): Promise<string> {
  const user = { email: uniqueEmail('authz-gone'), password: 'Partner#2026a' };
  expect((await registerPartner(cloudPortal(), user.email, user.password)).status).toBe(200);
  expect((await activate(cloudPortal(), adminToken, user.email)).status).toBe(200);
  const { idToken } = await signInToPortal(cloudPortal(), user.email, user.password);
  await signOutOfPortal(cloudPortal(), idToken);
  return idToken;
}

/** A registered, active account the admin's account routes act on (never signed in). */
export async function bystanderEmail(adminToken: string): Promise<string> {
  const email = uniqueEmail('authz-bystander');
  expect((await registerPartner(cloudPortal(), email, 'Partner#2026a')).status).toBe(200);
  expect((await activate(cloudPortal(), adminToken, email)).status).toBe(200);
  return email;
}
