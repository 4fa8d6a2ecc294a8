import type { Mail } from '../clients/mail-client';

/** Local mode only: where browser tests read a captcha's answer from the outbox. */
export const captchaOutboxAddress = 'captcha@localhost';

/** The subject names the captcha, so a test finds the answer of the one its page shows. */
export function captchaAnswerMail(captchaId: string, answer: string): Mail {
  return { to: captchaOutboxAddress, subject: `Captcha ${captchaId}`, text: answer };
}
