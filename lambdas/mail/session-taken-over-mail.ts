import type { Mail } from '../clients/mail-client';
import { portalUrl } from './portal-url';

export const sessionTakenOverSubject = 'Your other Marque session was signed out';

/** Tells the user a sign-in elsewhere ended their other session, and what to do if not theirs. */
export function sessionTakenOverMail(to: string, at: Date, origin: string): Mail {
  return {
    to,
    subject: sessionTakenOverSubject,
    text: [
      `Someone signed in to the Marque developer portal as ${to} at ${at.toISOString()} (UTC) with your password and the code we e-mailed, and chose to sign out your other session.`,
      '',
      'If that was you, there is nothing to do.',
      `If it was not, someone knows your password and can read your mail: change your password now at ${portalUrl('/forgotPassword', origin)} and tell the portal team.`,
    ].join('\n'),
  };
}
