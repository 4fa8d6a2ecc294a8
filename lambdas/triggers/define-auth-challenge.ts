import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { AuthRefusal } from '../../shared/auth-errors';
import { identityRules } from '../../shared/identity-rules';
import { signInFailedEvent } from '../../shared/log-events';
import { logger } from '../lib/logger';
import { attemptsWithoutAccount } from '../users/attempts-without-account';
import { countSignInAttempt, getUser, lockAccount } from '../users/user-repository';
import type { UserRecord } from '../users/user-record';
import { refusalAfterPassword } from './refusal-after-password';
import { emailOfTriggerUser } from './trigger-user';
import { businessMetrics, countEvent } from '../lib/observability/metrics';

type Response = DefineAuthChallengeTriggerEvent['response'];

const ask = (challengeName: string): Response => ({
  challengeName,
  issueTokens: false,
  failAuthentication: false,
});
const issueTokens: Response = { issueTokens: true, failAuthentication: false };
const fail: Response = { issueTokens: false, failAuthentication: true };

/**
 * A wrong password: the attempt was counted when it started, so the attempts left are the
 * maximum less the count; none left locks the account. An e-mail without an account answers
 * alike from its own count.
 */
async function passwordFailed(
  email: string | undefined,
  record: UserRecord | undefined,
): Promise<never> {
  logger.warn('Sign-in failed', { event: signInFailedEvent, step: 'password' });
  countEvent(businessMetrics.signInFailed);
  if (!email) throw new AuthRefusal('INVALID_CREDENTIALS');
  const counted = record ? record.failedAttempts : await attemptsWithoutAccount(email);
  const left = Math.max(0, identityRules.maxFailedAttempts - counted);
  if (left === 0 && record) {
    await lockAccount(email);
    logger.info('Account locked after failed sign-ins', { email });
  }
  throw new AuthRefusal('INVALID_CREDENTIALS', left);
}

/**
 * Every code try was wrong: the attempt failed. The proven password took it back from the
 * count (refusalAfterPassword), so it is counted again; if it was the last one allowed, lock.
 */
async function codeFailed(email: string | undefined): Promise<never> {
  logger.warn('Sign-in failed', { event: signInFailedEvent, step: 'code' });
  countEvent(businessMetrics.signInFailed);
  const counted = email ? await countSignInAttempt(email) : undefined;
  if (email && counted !== undefined && counted >= identityRules.maxFailedAttempts) {
    await lockAccount(email);
    logger.info('Account locked after failed sign-ins', { email });
    throw new AuthRefusal('ACCOUNT_LOCKED');
  }
  throw new AuthRefusal('OTP_FAILED');
}

/**
 * The sign-in sequence (CUSTOM_WITH_SRP): SRP_A → PASSWORD_VERIFIER → the e-mailed code as
 * CUSTOM_CHALLENGE (up to identityRules.signInCodeTries tries) → tokens. Anything else, such as
 * a custom flow that skips SRP, fails: no client can skip the password. An e-mail Cognito does
 * not know goes through the same steps and reads like a wrong password. Right after a proven
 * password, the account's statuses and the one-session rule are told (refusalAfterPassword).
 */
export const handler = async (
  event: DefineAuthChallengeTriggerEvent,
): Promise<DefineAuthChallengeTriggerEvent> => {
  const decide = (response: Response) => {
    event.response = response;
    return event;
  };
  const [srp, password, ...codes] = event.request.session;
  if (srp?.challengeName !== 'SRP_A') return decide(fail);
  if (!password) return decide(ask('PASSWORD_VERIFIER'));
  if (password.challengeName !== 'PASSWORD_VERIFIER') return decide(fail);
  const email = emailOfTriggerUser(event);
  const userNotFound = event.request.userNotFound === true;
  if (!password.challengeResult) {
    const record = email && !userNotFound ? await getUser(email) : undefined;
    return passwordFailed(email, record);
  }
  if (userNotFound) return decide(fail);
  if (codes.some((entry) => entry.challengeName !== 'CUSTOM_CHALLENGE')) return decide(fail);
  const last = codes.at(-1);
  if (!last) {
    const refusal = await refusalAfterPassword(email);
    if (refusal) throw refusal;
    return decide(ask('CUSTOM_CHALLENGE'));
  }
  if (last.challengeResult) {
    countEvent(businessMetrics.signInSucceeded);
    return decide(issueTokens);
  }
  if (codes.length < identityRules.signInCodeTries) return decide(ask('CUSTOM_CHALLENGE'));
  return codeFailed(email);
};
