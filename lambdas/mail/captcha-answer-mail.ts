import type { Mail } from '../clients/mail-client';

/** Local mode only: where browser tests read a captcha's answer from the outbox. */
export const captchaOutboxAddress = 'captcha@localhost';

export function captchaAnswerMail(answer: string): Mail {
  return { to: captchaOutboxAddress, subject: 'Captcha', text: answer };
}
