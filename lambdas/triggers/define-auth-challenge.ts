import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { AuthRefusal } from '../../shared/auth-errors';
import { identityRules } from '../../shared/identity-rules';
import { signInFailedEvent } from '../../shared/log-events';
import { logger } from '../lib/logger';
import { attemptsWithoutAccount } from '../users/attempts-without-account';
import { getSession, isLive } from '../users/session-repository';
import { countSignInAttempt, getUser, lockAccount } from '../users/user-repository';
import type { UserRecord } from '../users/user-record';
import { isTakeoverEntry } from './challenge-metadata';
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

function succeeded(): Response {
  countEvent(businessMetrics.signInSucceeded);
  return issueTokens;
}

/**
 * The answer to the takeover question: accepted, tokens (post-authentication starts the session
 * only if the portal has ended the other one meanwhile: takeOverSession); declined, the spec's
 * one-session refusal. Asked once, right after a proven code, or the flow is not the portal's.
 */
function takeoverAnswered(
  codes: DefineAuthChallengeTriggerEvent['request']['session'],
  takeover: DefineAuthChallengeTriggerEvent['request']['session'][number],
  email: string | undefined,
): Response {
  if (!codes.at(-1)?.challengeResult) return fail;
  if (takeover.challengeResult) return succeeded();
  logger.info('Sign-in refused', { code: 'ALREADY_LOGGED_IN', email });
  throw new AuthRefusal('ALREADY_LOGGED_IN');
}

/**
 * The sign-in sequence (CUSTOM_WITH_SRP): SRP_A → PASSWORD_VERIFIER → the e-mailed code as
 * CUSTOM_CHALLENGE (up to identityRules.signInCodeTries tries) → tokens. Anything else, such as
 * a custom flow that skips SRP, fails: no client can skip the password. An e-mail Cognito does
 * not know goes through the same steps and reads like a wrong password. Right after a proven
 * password, the account's statuses are told (refusalAfterPassword); right after a proven code,
 * the one-session rule: another live session makes one more CUSTOM_CHALLENGE, the takeover
 * question (shared/session-takeover.ts), instead of tokens.
 */
export const handler = async (
  event: DefineAuthChallengeTriggerEvent,
): Promise<DefineAuthChallengeTriggerEvent> => {
  const decide = (response: Response) => {
    event.response = response;
    return event;
  };
  const [srp, password, ...answers] = event.request.session;
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
  if (answers.some((entry) => entry.challengeName !== 'CUSTOM_CHALLENGE')) return decide(fail);
  const codes = answers.filter((entry) => !isTakeoverEntry(entry));
  const takeover = answers.at(-1);
  if (isTakeoverEntry(takeover) && takeover && codes.length === answers.length - 1) {
    return decide(takeoverAnswered(codes, takeover, email));
  }
  if (codes.length !== answers.length) return decide(fail);
  const last = codes.at(-1);
  if (!last) {
    const refusal = await refusalAfterPassword(email);
    if (refusal) throw refusal;
    return decide(ask('CUSTOM_CHALLENGE'));
  }
  if (last.challengeResult) {
    if (email && isLive(await getSession(email))) return decide(ask('CUSTOM_CHALLENGE'));
    return decide(succeeded());
  }
  if (codes.length < identityRules.signInCodeTries) return decide(ask('CUSTOM_CHALLENGE'));
  return codeFailed(email);
};
