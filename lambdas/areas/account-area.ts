import { activateUserHandler } from '../account/activate-user-handler';
import { changePasswordHandler } from '../account/change-password-handler';
import { completeOnboardingHandler } from '../account/complete-onboarding-handler';
import { getCurrentUserHandler } from '../account/get-current-user-handler';
import { getFeedbackStatusHandler } from '../account/get-feedback-status-handler';
import { getProfileHandler } from '../account/get-profile-handler';
import { getSignInStatusHandler } from '../account/get-sign-in-status-handler';
import { signOutEverywhereHandler } from '../account/sign-out-everywhere-handler';
import { submitFeedbackHandler } from '../account/submit-feedback-handler';
import { unlockUserHandler } from '../account/unlock-user-handler';
import { updateProfileHandler } from '../account/update-profile-handler';
import { createAreaRouter } from '../lib/area-router';

export const handler = createAreaRouter({
  getCurrentUser: getCurrentUserHandler,
  changePassword: changePasswordHandler,
  getSignInStatus: getSignInStatusHandler,
  completeOnboarding: completeOnboardingHandler,
  signOutEverywhere: signOutEverywhereHandler,
  getProfile: getProfileHandler,
  updateProfile: updateProfileHandler,
  getFeedbackStatus: getFeedbackStatusHandler,
  submitFeedback: submitFeedbackHandler,
  activateUser: activateUserHandler,
  unlockUser: unlockUserHandler,
});
