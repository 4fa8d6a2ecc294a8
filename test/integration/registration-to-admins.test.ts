import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../shared/api/admin-accounts-operations';
import type { NoticeItem } from '../../shared/api/notifications-operations';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { messagesTo } from '../support/outbox';
import { callPortalApi } from '../support/portal-api';
import { signOutOfPortal } from '../support/portal-sign-in';
import { adminToken } from '../support/subscribed-partner';
import { workerAdmin } from '../support/worker-admin';

const password = 'Partner#2026a';
const subject = 'A partner registered on Marque and waits for activation';
/** The seeded admin of the integration cloud (global-setup.ts). */
const seededAdmin = 'admin@marque.test';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});
afterAll(async () => {
  await signOutOfPortal(cloudPortal(), admin);
});

const api = <T>(method: string, path: string, body?: unknown) =>
  callPortalApi<T>(cloudPortal(), method, path, admin, body);

/** The admin's mails about the registration of `email`: their link lines. */
async function reviewLinks(to: string, email: string): Promise<string[]> {
  const mails = await messagesTo(cloudPortal().outboxUrl, to);
  return mails
    .filter((mail) => mail.subject === subject && mail.text.includes(`E-mail: ${email}\n`))
    .map((mail) => /^Review the account: (\S+)$/m.exec(mail.text)?.[1] ?? '');
}

async function register(email: string): Promise<void> {
  expect((await registerPartner(cloudPortal(), email, password)).status).toBe(200);
}

describe('a registration reaches the admins at once', () => {
  it('mails every admin a whole link to the account, lists it in their notices, activates nothing', async () => {
    const email = uniqueEmail('reg-admins');
    await register(email);

    // The mails are sent before the registration answers: no waiting.
    for (const to of [seededAdmin, workerAdmin().email]) {
      const [link] = await reviewLinks(to, email);
      expect(link).toBeDefined();
      const url = new URL(link ?? '');
      expect(url.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(url.pathname).toBe('/admin/accounts');
      expect(url.searchParams.get('email')).toBe(email);
    }

    const notices = await api<{ items: NoticeItem[] }>('GET', '/notifications?limit=50');
    expect(notices.status).toBe(200);
    const notice = notices.body.items.find((item) => item.message.includes(`(${email})`));
    expect(notice).toMatchObject({
      kind: 'registration',
      title: 'A partner registered and waits for activation',
      link: `/admin/accounts?email=${encodeURIComponent(email)}`,
      read: false,
    });

    const listed = await api<{ items: AdminUser[] }>(
      'GET',
      `/admin/users?search=${encodeURIComponent(email)}`,
    );
    expect(listed.body.items.map((user) => [user.userEmailId, user.userStatus])).toEqual([
      [email, 'inactive'],
    ]);
  });

  it('follows the admin role as it is granted and removed', async () => {
    const newAdmin = uniqueEmail('reg-new-admin');
    await register(newAdmin);
    expect((await activate(cloudPortal(), admin, newAdmin)).status).toBe(200);
    const role = `/admin/users/${encodeURIComponent(newAdmin)}/admin`;

    expect((await api('PUT', role, { admin: true })).status).toBe(200);
    const whileAdmin = uniqueEmail('reg-while-admin');
    await register(whileAdmin);
    expect(await reviewLinks(newAdmin, whileAdmin)).toHaveLength(1);

    expect((await api('PUT', role, { admin: false })).status).toBe(200);
    const afterwards = uniqueEmail('reg-after-admin');
    await register(afterwards);
    expect(await reviewLinks(seededAdmin, afterwards)).toHaveLength(1);
    expect(await reviewLinks(newAdmin, afterwards)).toEqual([]);
  });
});
