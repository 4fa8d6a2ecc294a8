import { identityRules } from '../../shared/identity-rules';
import { sendMail } from '../clients/mail-client';
import { settings } from '../lib/settings';
import { captchaAnswerMail } from '../mail/captcha-answer-mail';
import { makeCaptchaText } from './captcha-text';
import { renderCaptcha } from './render-captcha';
import { storeCaptcha } from './captcha-store';

export interface IssuedCaptcha {
  captchaId: string;
  svg: string;
  expiresInSeconds: number;
}

/**
 * Makes, stores and draws a captcha. In local mode only (MARQUE_LOCAL=true) the answer is also
 * mailed to the outbox, so browser tests can read it; never in AWS.
 */
export async function issueCaptcha(now: Date = new Date()): Promise<IssuedCaptcha> {
  const text = makeCaptchaText();
  const captchaId = await storeCaptcha(text, now);
  if (settings().local) await sendMail(captchaAnswerMail(captchaId, text));
  return { captchaId, svg: renderCaptcha(text), expiresInSeconds: identityRules.captchaTtlSeconds };
}
