import { confirmSignIn } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionEndedMessage } from '../../lambdas/lib/live-session';
import { sessionTakenOverSubject } from '../../lambdas/mail/session-taken-over-mail';
import { takeoverAuditAction } from '../../lambdas/session-takeover/end-other-session';
import { messages } from '../../shared/messages';
import { sessionTakeover } from '../../shared/session-takeover';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { messagesTo } from '../support/outbox';
import { callPortalApi } from '../support/portal-api';
import {
  signedInTokens,
  signInToPortal,
  signInToTakeover,
  signOutOfPortal,
} from '../support/portal-sign-in';
import { workerAdmin } from '../support/worker-admin';

/**
 * Issue 22: a session left live (a closed browser, a kicked-out tab) no longer locks its user
 * out for the idle limit. After the password and the mailed code, the user may sign it out and
 * go on; the server decides on its own state, audits it and mails the user.
 */
const portal = () => cloudPortal();
const password = 'Partner#2026a';
let adminToken: string;

beforeAll(async () => {
  const admin = workerAdmin();
  adminToken = (await signInToPortal(portal(), admin.email, admin.password)).idToken;
});

afterAll(async () => {
  await signOutOfPortal(portal(), adminToken);
});

async function activePartner(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  expect((await registerPartner(portal(), email, password)).status).toBe(200);
  expect((await activate(portal(), adminToken, email)).status).toBe(200);
  return email;
}

const takeOver = (email: string, grant: string) =>
  callPortalApi(portal(), 'POST', '/users/me/session', undefined, { email, grant });
const me = (idToken: string) => callPortalApi(portal(), 'GET', '/users/me', idToken);

describe('signing out the other session and continuing here', () => {
  it('ends the other session, signs in here, audits it and mails the user', async () => {
    const email = await activePartner('takeover');
    const closed = await signInToPortal(portal(), email, password);
    const since = new Date();
    const grant = await signInToTakeover(portal(), email, password);

    expect((await takeOver(email, grant)).status).toBe(200);
    const done = await confirmSignIn({ challengeResponse: sessionTakeover.accept });
    expect(done.isSignedIn).toBe(true);
    const here = await signedInTokens();

    // The closed browser's token is refused with the 'session ended' 401 the web app handles.
    const old = await me(closed.idToken);
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ message: sessionEndedMessage });
    expect((await me(here.idToken)).status).toBe(200);

    const audit = await callPortalApi<{ items: { actor: string; action: string }[] }>(
      portal(),
      'GET',
      `/admin/audit?target=${encodeURIComponent(`user:${email}`)}`,
      adminToken,
    );
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({ actor: email, action: takeoverAuditAction }),
    );

    const mail = (await messagesTo(portal().outboxUrl, email)).find(
      (m) => m.subject === sessionTakenOverSubject && new Date(m.sentAt) >= since,
    );
    expect(mail?.text).toMatch(/https?:\/\/[^/\s]+\/forgotPassword/);
    await signOutOfPortal(portal(), here.idToken);
  });

  it('refuses a wrong grant, a grant for another user and a used grant, ending nothing', async () => {
    const email = await activePartner('takeover-grant');
    const other = await activePartner('takeover-other');
    const first = await signInToPortal(portal(), email, password);
    const grant = await signInToTakeover(portal(), email, password);

    const refused = { status: 401, body: { message: messages.takeoverExpired } };
    const forged = `${grant.slice(0, -1)}${grant.endsWith('A') ? 'B' : 'A'}`;
    expect(await takeOver(email, forged)).toMatchObject(refused);
    expect(await takeOver(other, grant)).toMatchObject(refused);
    expect((await me(first.idToken)).status).toBe(200);

    expect((await takeOver(email, grant)).status).toBe(200);
    expect(await takeOver(email, grant)).toMatchObject(refused);
    await confirmSignIn({ challengeResponse: sessionTakeover.accept });
    await signOutOfPortal(portal(), (await signedInTokens()).idToken);
  });

  it('validates the body at the edge with the shared schema', async () => {
    const answer = await takeOver('not-an-email', 'short');
    expect(answer.status).toBe(400);
  });
});
