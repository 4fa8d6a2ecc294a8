import { fieldMessages } from './field-messages';
import { matches, requiredText } from './text-field';

export const captchaLength = 6;

/**
 * The shape of a captcha answer (spec §5): exactly 6 characters, none of them whitespace, of which
 * exactly one is a digit and the other five letters or symbols. Whether it is the right answer is
 * the server's decision (ARCHITECTURE: svg-captcha, checked in the pre-authentication trigger).
 */
export const captchaPattern = /^(?=\S{6}$)\D*\d\D*$/;

/** The captcha field: empty 'Please enter the Captcha', wrong shape 'Wrong captcha! Try again.'. */
export const captchaSchema = requiredText(fieldMessages.enterCaptcha, [
  matches(captchaPattern, fieldMessages.wrongCaptcha),
]);
