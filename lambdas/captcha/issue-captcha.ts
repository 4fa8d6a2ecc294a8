import { identityRules } from '../../shared/identity-rules';
import { makeCaptchaText } from './captcha-text';
import { renderCaptcha } from './render-captcha';
import { storeCaptcha } from './captcha-store';

export interface IssuedCaptcha {
  captchaId: string;
  svg: string;
  expiresInSeconds: number;
}

/** Makes, stores and draws a captcha. */
export async function issueCaptcha(now: Date = new Date()): Promise<IssuedCaptcha> {
  const text = makeCaptchaText();
  const captchaId = await storeCaptcha(text, now);
  return { captchaId, svg: renderCaptcha(text), expiresInSeconds: identityRules.captchaTtlSeconds };
}
