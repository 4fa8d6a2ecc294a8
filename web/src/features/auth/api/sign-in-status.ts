import { getSignInStatus, type SignInStatus } from '../../../../../shared/api/account-operations';
import { callOperation } from '../../../lib/api-client';

/** The §3 sign-in check of the signed-in caller: first sign-in, statuses, password expiry. */
export function fetchSignInStatus(): Promise<SignInStatus> {
  return callOperation(getSignInStatus);
}
