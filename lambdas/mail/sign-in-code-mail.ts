import { identityRules } from '../../shared/identity-rules';
import type { Mail } from '../clients/mail-client';

export const signInCodeSubject = 'Your Marque sign-in code';

export function signInCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: signInCodeSubject,
    text: [
      `Your Marque sign-in code is ${code}.`,
      '',
      `Enter it on the sign-in page to finish signing in. You have ${identityRules.signInCodeTries} tries.`,
      'If you did not try to sign in, someone may know your password: change it, or contact the portal team.',
    ].join('\n'),
  };
}
