import { solvedCaptcha, type PortalRef } from './portal-sign-in';

let counter = 0;

/** A unique e-mail for a test user, so suites never trip over each other's accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@partner.example`;
}

/** A registration's payload (spec §3), without its captcha. */
export function registrationBody(email: string, password: string) {
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    mobileNumber: '9876543210',
    employeeId: 'EMP1024',
    emailId: email,
    password,
    organization: 'Verma Fleet Services',
    partnerParentId: null,
    categoriesRequested: ['OCR', 'Sales'],
  };
}

/**
 * Registers a partner through the portal API, as the /register page does: with a captcha;
 * `changes` replace fields of the payload.
 */
export async function registerPartner(
  portal: PortalRef,
  email: string,
  password: string,
  changes: Record<string, unknown> = {},
): Promise<Response> {
  const { captchaId, answer } = await solvedCaptcha(portal);
  return fetch(`${portal.apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...registrationBody(email, password),
      ...changes,
      captchaId,
      captcha: answer,
    }),
  });
}

/** The admin API's activation of a registered account. */
export async function activate(
  portal: PortalRef,
  adminIdToken: string,
  email: string,
): Promise<Response> {
  return fetch(`${portal.apiUrl}/admin/users/${encodeURIComponent(email)}/activate`, {
    method: 'POST',
    headers: { authorization: adminIdToken },
  });
}
