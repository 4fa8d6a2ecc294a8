import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { AuthRefusal } from '../../shared/auth-errors';
import { identityRules, signInMetadataKeys } from '../../shared/identity-rules';
import { consumeCaptcha } from '../captcha/captcha-store';
import { logger } from '../lib/logger';
import { countAttemptWithoutAccount } from '../users/attempts-without-account';
import { countSignInAttempt, getUser, lockAccount } from '../users/user-repository';
import { emailOfTriggerUser } from './trigger-user';

function refuse(refusal: AuthRefusal, email: string): AuthRefusal {
  logger.info('Sign-in refused', { code: refusal.code, email });
  return refusal;
}

/**
 * Runs as a sign-in starts (spec §4 sign-in flow), before the password is proven: the captcha
 * (InitiateAuth's ClientMetadata, which reaches this trigger as validationData), then the lock,
 * then it counts the attempt. A proven password takes it back (refusalAfterPassword) and a
 * completed sign-in clears the count (post-authentication), so a wrong password, wrong codes
 * or an attempt dropped before its password was proven count, an abandoned code step does not,
 * and the third failed attempt locks. An e-mail without an account is counted and locked alike. Statuses and the one-session rule wait for the password
 * (define-auth-challenge), so nothing here tells whether an e-mail is registered.
 */
export const handler = async (
  event: PreAuthenticationTriggerEvent,
): Promise<PreAuthenticationTriggerEvent> => {
  const metadata = { ...event.request.clientMetadata, ...event.request.validationData };
  const captchaId = metadata[signInMetadataKeys.captchaId];
  const captchaAnswer = metadata[signInMetadataKeys.captchaAnswer];
  if (!captchaId || !captchaAnswer) throw new AuthRefusal('CAPTCHA_MISSING');
  if (!(await consumeCaptcha(captchaId, captchaAnswer))) throw new AuthRefusal('CAPTCHA_WRONG');

  const email = emailOfTriggerUser(event);
  // Not an e-mail at all: no account can match, Cognito answers as for a wrong password.
  if (!email) return event;
  const record = event.request.userNotFound ? undefined : await getUser(email);
  if (!record) {
    if (!(await countAttemptWithoutAccount(email))) {
      throw refuse(new AuthRefusal('ACCOUNT_LOCKED'), email);
    }
    return event;
  }
  if (record.accountStatus === 'locked') throw refuse(new AuthRefusal('ACCOUNT_LOCKED'), email);
  if (record.failedAttempts >= identityRules.maxFailedAttempts) {
    // Three attempts started and none completed, however Cognito reported their failures.
    await lockAccount(email);
    throw refuse(new AuthRefusal('ACCOUNT_LOCKED'), email);
  }
  // Attempts started together all read the count before any was added: the count each one
  // adds decides, so a burst of simultaneous guesses gets no more than the allowed attempts.
  const counted = await countSignInAttempt(email);
  if (counted !== undefined && counted > identityRules.maxFailedAttempts) {
    await lockAccount(email);
    throw refuse(new AuthRefusal('ACCOUNT_LOCKED'), email);
  }
  return event;
};
