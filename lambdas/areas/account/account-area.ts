import { changePasswordHandler } from './change-password-handler';
import { completeOnboardingHandler } from './complete-onboarding-handler';
import { getCurrentUserHandler } from './get-current-user-handler';
import { getFeedbackStatusHandler } from './get-feedback-status-handler';
import { getProfileHandler } from './get-profile-handler';
import { getSignInStatusHandler } from './get-sign-in-status-handler';
import { signOutEverywhereHandler } from './sign-out-everywhere-handler';
import { submitFeedbackHandler } from './submit-feedback-handler';
import { updateProfileHandler } from './update-profile-handler';
import { createAreaRouter } from '../../lib/area-router';

export const handler = createAreaRouter<'account'>({
  getCurrentUser: getCurrentUserHandler,
  changePassword: changePasswordHandler,
  getSignInStatus: getSignInStatusHandler,
  completeOnboarding: completeOnboardingHandler,
  signOutEverywhere: signOutEverywhereHandler,
  getProfile: getProfileHandler,
  updateProfile: updateProfileHandler,
  getFeedbackStatus: getFeedbackStatusHandler,
  submitFeedback: submitFeedbackHandler,
});
