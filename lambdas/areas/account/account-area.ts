import { changePasswordHandler } from './change-password-handler';
import { completeTourHandler } from './complete-tour-handler';
import { getCategoryAccessHandler } from './get-category-access-handler';
import { getCurrentUserHandler } from './get-current-user-handler';
import { getFeedbackStatusHandler } from './get-feedback-status-handler';
import { getProfileHandler } from './get-profile-handler';
import { getSignInStatusHandler } from './get-sign-in-status-handler';
import { getTourProgressHandler } from './get-tour-progress-handler';
import { recordSessionActivityHandler } from './record-session-activity-handler';
import { resetToursHandler } from './reset-tours-handler';
import { signOutEverywhereHandler } from './sign-out-everywhere-handler';
import { submitFeedbackHandler } from './submit-feedback-handler';
import { updateProfileHandler } from './update-profile-handler';
import { createAreaRouter } from '../../lib/area-router';

export const handler = createAreaRouter<'account'>({
  getCurrentUser: getCurrentUserHandler,
  changePassword: changePasswordHandler,
  getSignInStatus: getSignInStatusHandler,
  getTourProgress: getTourProgressHandler,
  completeTour: completeTourHandler,
  resetTours: resetToursHandler,
  recordSessionActivity: recordSessionActivityHandler,
  signOutEverywhere: signOutEverywhereHandler,
  getProfile: getProfileHandler,
  updateProfile: updateProfileHandler,
  getFeedbackStatus: getFeedbackStatusHandler,
  submitFeedback: submitFeedbackHandler,
  getCategoryAccess: getCategoryAccessHandler,
});
