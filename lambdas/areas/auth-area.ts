import { checkCaptchaHandler } from '../auth/check-captcha-handler';
import { completePasswordResetHandler } from '../auth/complete-password-reset-handler';
import { createCaptchaHandler } from '../auth/create-captcha-handler';
import { registerHandler } from '../auth/register-handler';
import { searchOrganizationsHandler } from '../auth/search-organizations-handler';
import { startPasswordResetHandler } from '../auth/start-password-reset-handler';
import { createAreaRouter } from '../lib/area-router';

export const handler = createAreaRouter({
  createCaptcha: createCaptchaHandler,
  checkCaptcha: checkCaptchaHandler,
  searchOrganizations: searchOrganizationsHandler,
  register: registerHandler,
  startPasswordReset: startPasswordResetHandler,
  completePasswordReset: completePasswordResetHandler,
});
