import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { AuthRefusal } from '../../shared/auth-errors';
import { identityRules, signInMetadataKeys } from '../../shared/identity-rules';
import { consumeCaptcha } from '../captcha/captcha-store';
import { logger } from '../lib/logger';
import { settings } from '../lib/settings';
import { getSession, isLive } from '../users/session-repository';
import { countSignInAttempt, getUser, lockAccount } from '../users/user-repository';
import { emailOfTriggerUser } from './trigger-user';

/**
 * Runs as a sign-in starts (spec §4 sign-in flow): the captcha (InitiateAuth's ClientMetadata,
 * which reaches this trigger as validationData), then the account's lock and statuses, the
 * dev-stage rule and the one-session rule; last it counts the attempt, which only a completed
 * sign-in clears (post-authentication), so the third failed attempt locks wherever it failed.
 */
export const handler = async (
  event: PreAuthenticationTriggerEvent,
): Promise<PreAuthenticationTriggerEvent> => {
  const metadata = { ...event.request.clientMetadata, ...event.request.validationData };
  const captchaId = metadata[signInMetadataKeys.captchaId];
  const captchaAnswer = metadata[signInMetadataKeys.captchaAnswer];
  if (!captchaId || !captchaAnswer) throw new AuthRefusal('CAPTCHA_MISSING');
  if (!(await consumeCaptcha(captchaId, captchaAnswer))) throw new AuthRefusal('CAPTCHA_WRONG');

  // No such user (PreventUserExistenceErrors): let Cognito answer as for a wrong password.
  if (event.request.userNotFound) return event;

  const email = emailOfTriggerUser(event);
  const record = email ? await getUser(email) : undefined;
  const refuse = (refusal: AuthRefusal) => {
    logger.info('Sign-in refused', { code: refusal.code, email });
    return refusal;
  };
  // A Cognito user without a portal record was not made by registration (nor seeded): refuse.
  if (!email || !record) throw refuse(new AuthRefusal('USER_INACTIVE'));
  if (record.accountStatus === 'locked') throw refuse(new AuthRefusal('ACCOUNT_LOCKED'));
  if (record.failedAttempts >= identityRules.maxFailedAttempts) {
    // Three attempts started and none completed, however Cognito reported their failures.
    await lockAccount(email);
    throw refuse(new AuthRefusal('ACCOUNT_LOCKED'));
  }
  if (record.userStatus !== 'active') throw refuse(new AuthRefusal('USER_INACTIVE'));
  if (settings().stage === 'dev' && record.accountStatus !== 'admin') {
    throw refuse(new AuthRefusal('ADMIN_ONLY_STAGE'));
  }
  if (isLive(await getSession(email))) throw refuse(new AuthRefusal('ALREADY_LOGGED_IN'));

  await countSignInAttempt(email);
  return event;
};
