import { checkCaptchaHandler } from './check-captcha-handler';
import { completePasswordResetHandler } from './complete-password-reset-handler';
import { createCaptchaHandler } from './create-captcha-handler';
import { registerHandler } from './register-handler';
import { searchOrganizationsHandler } from './search-organizations-handler';
import { startPasswordResetHandler } from './start-password-reset-handler';
import { takeOverSessionHandler } from './take-over-session-handler';
import { createAreaRouter } from '../../lib/area-router';

export const handler = createAreaRouter<'auth'>({
  createCaptcha: createCaptchaHandler,
  checkCaptcha: checkCaptchaHandler,
  searchOrganizations: searchOrganizationsHandler,
  register: registerHandler,
  startPasswordReset: startPasswordResetHandler,
  completePasswordReset: completePasswordResetHandler,
  takeOverSession: takeOverSessionHandler,
});
