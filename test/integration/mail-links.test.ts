import { describe, expect, it } from 'vitest';
import { activate, registerPartner, uniqueEmail } from '../support/accounts';
import { cloudPortal } from '../support/cloud-portal';
import { waitForMail } from '../support/outbox';
import { signOutOfPortal } from '../support/portal-sign-in';
import { adminToken } from '../support/subscribed-partner';

/** Mails are read outside the portal: each link in them is a whole address on the portal's origin. */
const absolute = /^http:\/\/127\.0\.0\.1:\d+\//;

describe('the links of the mails a partner gets', () => {
  it('registration received and account activated link to the portal by its whole address', async () => {
    const portal = cloudPortal();
    const since = new Date();
    const email = uniqueEmail('mail-links');
    expect((await registerPartner(portal, email, 'Partner#2026a')).status).toBe(200);
    const home = await waitForMail(portal.outboxUrl, email, /^The portal: (\S+)$/m, since);
    expect(home).toMatch(absolute);

    const admin = await adminToken();
    try {
      expect((await activate(portal, admin, email)).status).toBe(200);
    } finally {
      await signOutOfPortal(portal, admin);
    }
    const signIn = await waitForMail(portal.outboxUrl, email, /^Sign in: (\S+)$/m, since);
    expect(signIn).toMatch(absolute);
    expect(new URL(signIn).pathname).toBe('/signIn');
    // The address rides in the fragment, which fills in the form and reaches no server.
    expect(new URL(signIn).hash).toBe(`#email=${encodeURIComponent(email)}`);
  });
});
