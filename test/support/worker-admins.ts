import { activate, registerPartner, uniqueEmail } from './accounts';
import { callPortalApi } from './portal-api';
import { signInToPortal, signOutOfPortal, type PortalRef } from './portal-sign-in';

export interface AdminAccount {
  email: string;
  password: string;
}

const password = 'Worker#Admin2026';

async function expectOk(what: string, answer: Promise<{ status: number }>): Promise<void> {
  const { status } = await answer;
  if (status !== 200) throw new Error(`${what}: answered ${status}`);
}

/**
 * `count` admins made as an admin makes one, with the building blocks of Playwright's worker
 * users (test/e2e/worker-users.setup.ts): each registered with a captcha, then activated and
 * granted the admin role by the seeded admin.
 */
export async function makeWorkerAdmins(
  portal: PortalRef,
  seeded: AdminAccount,
  count: number,
): Promise<AdminAccount[]> {
  const admins = Array.from({ length: count }, (_, index) => ({
    email: uniqueEmail(`it-worker${index + 1}-admin`),
    password,
  }));
  for (const { email } of admins) {
    await expectOk(`register ${email}`, registerPartner(portal, email, password));
  }
  const { idToken } = await signInToPortal(portal, seeded.email, seeded.password);
  try {
    for (const { email } of admins) {
      await expectOk(`activate ${email}`, activate(portal, idToken, email));
      const role = `/admin/users/${encodeURIComponent(email)}/admin`;
      await expectOk(
        `grant ${email}`,
        callPortalApi(portal, 'PUT', role, idToken, { admin: true }),
      );
    }
  } finally {
    await signOutOfPortal(portal, idToken);
  }
  return admins;
}
