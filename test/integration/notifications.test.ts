import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuditEntryItem } from '../../shared/api/admin-accounts-operations';
import { buildPath, type Operation } from '../../shared/api/contract';
import * as notifications from '../../shared/api/notifications-operations';
import type { NoticeItem } from '../../shared/api/notifications-operations';
import { localTableNames } from '../../infra/local/dynamodb/create-local-tables';
import { tables } from '../../lambdas/data/tables';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { waitForMail } from '../support/outbox';
import { callPortalApi } from '../support/portal-api';
import { signInToPortal, signOutOfPortal } from '../support/portal-sign-in';
import {
  adminToken,
  subscribedPartner,
  type SubscribedPartner,
} from '../support/subscribed-partner';

let admin: string;
let subscriber: SubscribedPartner;
let subscriberEmail: string;
let bystander: string;
const bystanderAccount = { email: uniqueEmail('ntf-other'), password: 'Partner#2026a' };

beforeAll(async () => {
  admin = await adminToken();
  subscriber = await subscribedPartner('ntf-sub', admin);
  const me = await callPortalApi<{ email: string }>(
    cloudPortal(),
    'GET',
    '/users/me',
    subscriber.token,
  );
  subscriberEmail = me.body.email;
  const portal = cloudPortal();
  expect(
    (await registerPartner(portal, bystanderAccount.email, bystanderAccount.password)).status,
  ).toBe(200);
  expect((await activate(portal, admin, bystanderAccount.email)).status).toBe(200);
  bystander = (await signInToPortal(portal, bystanderAccount.email, bystanderAccount.password))
    .idToken;
});

afterAll(async () => {
  await subscriber?.signOut();
  for (const token of [admin, bystander]) if (token) await signOutOfPortal(cloudPortal(), token);
});

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => callPortalApi<T>(cloudPortal(), method, path, token, body);

const noticesOf = async (token: string) => {
  const answer = await api<{ items: NoticeItem[]; unread: number }>(
    'GET',
    '/notifications?limit=50',
    token,
  );
  expect(answer.status).toBe(200);
  return answer.body;
};

const sendsOf = async (title: string) => {
  const answer = await api<{ items: AuditEntryItem[] }>(
    'GET',
    '/admin/audit?target=service%3A&limit=100',
    admin,
  );
  const all = await api<{ items: AuditEntryItem[] }>(
    'GET',
    '/admin/audit?target=users%3Aall&limit=100',
    admin,
  );
  return [...answer.body.items, ...all.body.items].filter(
    (entry) => entry.action === 'notice.send' && entry.after?.title === title,
  );
};

const title = (what: string) => `${what} ${Date.now().toString(36)}`;

describe('who may call the notifications operations', () => {
  const adminOps: Operation[] = [
    notifications.sendNotice,
    notifications.countNoticeRecipients,
    notifications.listSentNotices,
  ];
  it.each(adminOps.map((op) => [op.id, op] as const))(
    '%s: 401 to a visitor, 403 to a developer',
    async (_id, op) => {
      const path = `${buildPath(op.path)}${op.method === 'GET' ? '?audience=all' : ''}`;
      const body = op.body ? { audience: 'all', title: 'x', message: 'y' } : undefined;
      expect((await api(op.method, path, undefined, body)).status).toBe(401);
      expect((await api(op.method, path, bystander, body)).status).toBe(403);
    },
  );

  const userOps: Operation[] = [
    notifications.listMyNotices,
    notifications.getUnreadNoticeCount,
    notifications.markNoticesRead,
  ];
  it.each(userOps.map((op) => [op.id, op] as const))('%s: 401 to a visitor', async (_id, op) => {
    expect((await api(op.method, op.path, undefined, op.body ? {} : undefined)).status).toBe(401);
  });
});

describe("a notice to a service's subscribers", () => {
  const sent = title('Maintenance of the sandbox');

  it('reaches exactly its subscribers, with one audit entry', async () => {
    const since = new Date();
    const { urls } = inject('cloud');
    const preview = await api<{ recipients: number }>(
      'GET',
      `/admin/notifications/recipients?audience=service&category=General&service=${subscriber.service}`,
      admin,
    );
    expect(preview.body.recipients).toBeGreaterThanOrEqual(1);
    const answer = await api<{ recipients: number; message: string }>(
      'POST',
      '/admin/notifications',
      admin,
      {
        audience: 'service',
        category: 'General',
        service: subscriber.service,
        title: sent,
        message: 'Sunday night.',
        link: '/apis/category',
        email: true,
      },
    );
    expect(answer.status).toBe(200);
    // The mail is read outside the portal: its link carries the portal's origin.
    expect(
      await waitForMail(
        urls.outbox,
        subscriberEmail,
        /^More: (\S+)$/m,
        since,
        10_000,
        `Marque: ${sent}`,
      ),
    ).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/apis\/category$/);
    expect(answer.body.recipients).toBe(preview.body.recipients);
    const mine = await noticesOf(subscriber.token);
    const notice = mine.items.find((item) => item.title === sent);
    expect(notice).toMatchObject({ read: false, toEveryone: false, message: 'Sunday night.' });
    expect(mine.unread).toBeGreaterThanOrEqual(1);
    expect((await noticesOf(bystander)).items.map((item) => item.title)).not.toContain(sent);
    expect(await sendsOf(sent)).toHaveLength(1);
    const log = await api<{ items: { title: string; actor: string; recipients: number }[] }>(
      'GET',
      '/admin/notifications?limit=100',
      admin,
    );
    expect(log.body.items.find((item) => item.title === sent)).toMatchObject({
      recipients: answer.body.recipients,
    });
  });

  it('cannot be read or marked by another user; its owner marks it read', async () => {
    const notice = (await noticesOf(subscriber.token)).items.find((item) => item.title === sent)!;
    const foreign = await api('POST', '/notifications/read', bystander, {
      noticeId: notice.noticeId,
    });
    expect(foreign.status).toBe(404);
    expect((await noticesOf(subscriber.token)).items.find((i) => i.title === sent)?.read).toBe(
      false,
    );
    const own = await api('POST', '/notifications/read', subscriber.token, {
      noticeId: notice.noticeId,
    });
    expect(own.status).toBe(200);
    expect((await noticesOf(subscriber.token)).items.find((i) => i.title === sent)?.read).toBe(
      true,
    );
  });

  it('a refused send writes no audit entry', async () => {
    const refused = title('Refused');
    const tooLong = await api('POST', '/admin/notifications', admin, {
      audience: 'service',
      category: 'General',
      service: subscriber.service,
      title: refused,
      message: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    const unknown = await api('POST', '/admin/notifications', admin, {
      audience: 'service',
      category: 'General',
      service: 'no-such-service',
      title: refused,
      message: 'Hello',
    });
    expect(unknown.status).toBe(404);
    expect(await sendsOf(refused)).toHaveLength(0);
  });
});

describe('a notice to all users', () => {
  it('reaches every user, each reads it on their own, mark all read clears the count', async () => {
    const sent = title('Portal news');
    const answer = await api('POST', '/admin/notifications', admin, {
      audience: 'all',
      title: sent,
      message: 'Hello all.',
    });
    expect(answer.status).toBe(200);
    expect(await sendsOf(sent)).toHaveLength(1);
    const theirs = (await noticesOf(bystander)).items.find((item) => item.title === sent)!;
    expect(theirs).toMatchObject({ toEveryone: true, read: false });
    expect(
      (await api('POST', '/notifications/read', bystander, { noticeId: theirs.noticeId })).status,
    ).toBe(200);
    expect((await noticesOf(bystander)).items.find((i) => i.title === sent)?.read).toBe(true);
    expect((await noticesOf(subscriber.token)).items.find((i) => i.title === sent)?.read).toBe(
      false,
    );
    expect((await api('POST', '/notifications/read', subscriber.token, { all: true })).status).toBe(
      200,
    );
    const unread = await api<{ unread: number }>('GET', '/notifications/read', subscriber.token);
    expect(unread.body.unread).toBe(0);
  });
});

describe('notifyServiceSubscribers', () => {
  it("tells the service's subscribers in the portal and by e-mail", async () => {
    const { urls } = inject('cloud');
    const names = localTableNames('prod');
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
      AWS_ENDPOINT_URL_SESV2: urls.outbox,
      [tables.applications.envVar]: names.applications,
      [tables.notifications.envVar]: names.notifications,
    });
    const { notifyServiceSubscribers } =
      await import('../../lambdas/notifications/notify-service-subscribers');
    const since = new Date();
    const version = `v${Date.now().toString(36)}`;
    const outcome = await notifyServiceSubscribers(
      {
        kind: 'newVersion',
        category: 'General',
        service: subscriber.service,
        apiName: subscriber.subscription.apiName,
        version,
      },
      'admin@marque.local',
      // Called as a module here, not through the gateway that names the portal's origin.
      'https://portal.example',
    );
    expect(outcome.notified).toBeGreaterThanOrEqual(1);
    const expected = `${subscriber.subscription.apiName} has a new version ${version}`;
    const notice = (await noticesOf(subscriber.token)).items.find(
      (item) => item.title === expected,
    );
    expect(notice).toMatchObject({
      kind: 'newVersion',
      read: false,
      link: `/apis/servicesdetail/General/${subscriber.service}?version=${version}`,
    });
    expect((await noticesOf(bystander)).items.map((item) => item.title)).not.toContain(expected);
    expect(
      await waitForMail(
        urls.outbox,
        subscriberEmail,
        new RegExp(expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        since,
      ),
    ).toContain(version);
  });
});
