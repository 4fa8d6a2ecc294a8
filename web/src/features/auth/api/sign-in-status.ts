import { getSignInStatus, type SignInStatus } from '../../../../../shared/api/account-operations';
import { completeOnboarding } from '../../../../../shared/api/identity-operations';
import { callOperation } from '../../../lib/api-client';

/** The §3 sign-in check of the signed-in caller: first sign-in, statuses, password expiry. */
export function fetchSignInStatus(): Promise<SignInStatus> {
  return callOperation(getSignInStatus);
}

/** Records that the first-sign-in tour was offered, so `newuser` is false from then on. */
export async function markOnboardingDone(): Promise<void> {
  await callOperation(completeOnboarding);
}
