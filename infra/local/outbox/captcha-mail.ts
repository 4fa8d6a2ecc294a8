import type { OutgoingMessage } from './outbox-store';

/** Where the local cloud mails each captcha's answer, so scripts and browser tests can sign in. */
export const captchaMailbox = 'captcha@localhost';

/** The subject names the captcha, so a test finds the answer of the one its page shows. */
export function captchaAnswerMail(captchaId: string, answer: string): OutgoingMessage {
  return { to: captchaMailbox, subject: `Captcha ${captchaId}`, text: answer };
}
