import { AuthRefusal } from '../../shared/auth-errors';
import { logger } from '../lib/logger';
import { settings } from '../lib/settings';
import { takeBackAttemptWithoutAccount } from '../users/attempts-without-account';
import { getUser, takeBackSignInAttempt } from '../users/user-repository';
import type { UserRecord } from '../users/user-record';

function statusRefusal(record: UserRecord | undefined): AuthRefusal | undefined {
  // A Cognito user without a portal record was not made by registration (nor seeded).
  if (!record || record.userStatus !== 'active') return new AuthRefusal('USER_INACTIVE');
  if (settings().stage === 'dev' && record.accountStatus !== 'admin') {
    return new AuthRefusal('ADMIN_ONLY_STAGE');
  }
  return undefined;
}

/**
 * What refuses a sign-in whose password was just proven: no portal record or an inactive user,
 * a non-admin on the dev stage. Told only now, so that no one without the password learns
 * whether an e-mail is registered. A live session elsewhere waits for the e-mailed code
 * (define-auth-challenge): only then is the user offered to end it. A proven password is not a failed
 * credential, whether the sign-in is refused here, goes on to the code or is abandoned there:
 * the attempt counted as it started is taken back now (a later failure at the code step counts
 * it again), so only failed attempts ever lock the account.
 */
export async function refusalAfterPassword(
  email: string | undefined,
): Promise<AuthRefusal | undefined> {
  if (!email) return new AuthRefusal('USER_INACTIVE');
  const record = await getUser(email);
  if (record) await takeBackSignInAttempt(email);
  else await takeBackAttemptWithoutAccount(email);
  const refusal = statusRefusal(record);
  if (refusal) logger.info('Sign-in refused', { code: refusal.code, email });
  return refusal;
}
