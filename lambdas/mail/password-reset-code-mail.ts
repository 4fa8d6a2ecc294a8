import type { Mail } from '../clients/mail-client';

export const passwordResetSubject = 'Your Marque password reset code';

/**
 * The forgot-password mail's words around `code`. The portal mails its own codes
 * (password-reset/reset-codes.ts); the custom-message trigger words Cognito's with its
 * placeholder (`{####}`), should the pool ever send one.
 */
export function passwordResetMessage(code: string): { subject: string; message: string } {
  return {
    subject: passwordResetSubject,
    // One paragraph: Cognito may send it as HTML, where line breaks would be lost.
    message: [
      `Your Marque password reset code is ${code}.`,
      'Enter it on the forgot-password page with your new password.',
      'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
    ].join(' '),
  };
}

/** The forgot-password mail with the portal's own code. */
export function passwordResetMail(to: string, code: string): Mail {
  const { subject, message } = passwordResetMessage(code);
  return { to, subject, text: message };
}
