export const passwordResetSubject = 'Your Marque password reset code';

/**
 * The forgot-password mail Cognito sends through the custom-message trigger. `codeParameter` is
 * Cognito's placeholder (`{####}`), which it replaces with the 6-digit code; it must appear.
 */
export function passwordResetMessage(codeParameter: string): { subject: string; message: string } {
  return {
    subject: passwordResetSubject,
    // One paragraph: Cognito may send it as HTML, where line breaks would be lost.
    message: [
      `Your Marque password reset code is ${codeParameter}.`,
      'Enter it on the forgot-password page with your new password.',
      'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
    ].join(' '),
  };
}
