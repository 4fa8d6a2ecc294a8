import { checkCaptcha } from '../../../shared/api/auth-operations';
import { checkCaptcha as checkAnswer } from '../../captcha/captcha-store';
import { handleOperation } from '../../lib/operation-handler';

/** Checks an answer without using the captcha up; the sign-in or password form uses it. */
export const checkCaptchaHandler = handleOperation(checkCaptcha, async ({ params, body }) => ({
  valid: await checkAnswer(params.captchaId, body.answer),
}));
