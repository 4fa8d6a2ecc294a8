import { createCaptcha } from '../../../shared/api/auth-operations';
import { issueCaptcha } from '../../captcha/issue-captcha';
import { handleOperation } from '../../lib/operation-handler';

export const createCaptchaHandler = handleOperation(createCaptcha, () => issueCaptcha());
