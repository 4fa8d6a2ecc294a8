import { expect } from 'vitest';
import { activate, registerPartner, uniqueEmail } from '../accounts';
import { cloudPortal } from '../cloud-portal';
import { signInToPortal } from '../portal-sign-in';
import { portalApi } from '../subscribed-partner';

/**
 * The ID token of an admin whose role was taken away after they signed in: still signed by
 * Cognito, within its hour and naming the `admin` group, so only the role as it is now can
 * refuse it. Checked to work as an admin's before the removal.
 */
export async function removedAdminToken(
  adminToken: string,
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('authz-removed-admin');
  const role = `/admin/users/${encodeURIComponent(email)}/admin`;
  expect((await registerPartner(cloudPortal(), email, 'Partner#2026a')).status).toBe(200);
  expect((await activate(cloudPortal(), adminToken, email)).status).toBe(200);
  expect((await portalApi('PUT', role, adminToken, { admin: true })).status).toBe(200);
  const { idToken } = await signInToPortal(cloudPortal(), email, 'Partner#2026a');
  expect((await portalApi('GET', '/admin/users', idToken)).status).toBe(200);
  expect((await portalApi('PUT', role, adminToken, { admin: false })).status).toBe(200);
  return { email, token: idToken };
}
