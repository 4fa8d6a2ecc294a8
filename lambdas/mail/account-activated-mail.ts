import type { Mail } from '../clients/mail-client';
import { signInPath } from '../../shared/sign-in-link';
import { portalUrl } from './portal-url';

export const accountActivatedSubject = 'Your Marque account is active';

export function accountActivatedMail(to: string, firstName: string, origin: string): Mail {
  return {
    to,
    subject: accountActivatedSubject,
    text: [
      `Dear ${firstName},`,
      '',
      'Your Marque developer portal account is active. You can now sign in with your e-mail and password.',
      '',
      // The link fills in the address: the partner types only the password and the captcha.
      `Sign in: ${portalUrl(signInPath(to), origin)}`,
    ].join('\n'),
  };
}
