import { completeOnboarding } from '../../../shared/api/identity-operations';
import { handleOperation } from '../../lib/operation-handler';
import { updateExistingUser } from '../../users/user-repository';
import { callerEmail } from './caller-email';

export const completeOnboardingHandler = handleOperation(completeOnboarding, async ({ caller }) => {
  await updateExistingUser(callerEmail(caller), { newuser: false });
  return { message: 'Onboarding completed.' };
});
