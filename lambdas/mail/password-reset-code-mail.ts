import type { Mail } from '../clients/mail-client';

export const passwordResetSubject = 'Your Marque password reset code';

/** The forgot-password mail's words around the portal's own code (password-reset/reset-codes.ts). */
export function passwordResetMessage(code: string): { subject: string; message: string } {
  return {
    subject: passwordResetSubject,
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
