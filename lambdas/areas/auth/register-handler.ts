import { register } from '../../../shared/api/auth-operations';
import { messages } from '../../../shared/messages';
import { fieldMessages, invalidMessage } from '../../../shared/schemas/field-messages';
import { consumeCaptcha } from '../../captcha/captcha-store';
import { isCognitoError } from '../../clients/cognito-errors';
import { sendMail } from '../../clients/mail-client';
import { Conflict, Invalid } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { portalOriginOf } from '../../lib/portal-origin';
import { handleOperation } from '../../lib/operation-handler';
import { registrationReceivedMail } from '../../mail/registration-received-mail';
import { searchForm } from '../../organizations/organization-keys';
import { getOrganizationByCode } from '../../organizations/organization-repository';
import { categoriesNeedingApproval } from '../../users/categories-needing-approval';
import { createUser, deleteUser } from '../../users/user-repository';
import type { UserRecord } from '../../users/user-record';
import { createCognitoUser } from '../../users/create-cognito-user';
import { passwordFingerprint } from '../../users/password-fingerprint';
import { notifyAdminsOfRegistration } from '../../users/notify-admins-of-registration';

/** A partner organization is named as the list has it; 'Others' (null code) as typed. */
async function organizationOf(name: string, code: string | null): Promise<string> {
  if (code === null) return name;
  const partner = await getOrganizationByCode(code);
  if (!partner) {
    const message = invalidMessage('Organization');
    throw new Invalid(message, { organization: message });
  }
  return searchForm(partner.name);
}

/**
 * Registration (spec §3 payload, validated by the shared schema), behind the server's captcha as
 * sign-in: the portal record and the pending requests of its categories that need approval
 * first (open ones are every partner's already; an existing e-mail is a Conflict), then the
 * Cognito user; if Cognito fails, the record is deleted again. The account stays inactive until an admin
 * activates it.
 */
export const registerHandler = handleOperation(register, async ({ body, event }) => {
  // The captcha is used up first: a wrong one creates nothing and mails nobody.
  if (!(await consumeCaptcha(body.captchaId, body.captcha))) {
    throw new Invalid(fieldMessages.wrongCaptcha, { captcha: fieldMessages.wrongCaptcha });
  }
  const now = new Date();
  const email = body.emailId;
  const record: UserRecord = {
    email,
    firstName: body.firstName,
    lastName: body.lastName,
    mobileNumber: body.mobileNumber,
    ...(body.employeeId === undefined ? {} : { employeeId: body.employeeId }),
    organization: await organizationOf(body.organization, body.partnerParentId),
    partnerParentId: body.partnerParentId,
    categoriesRequested: body.categoriesRequested,
    accountStatus: 'active',
    userStatus: 'inactive',
    failedAttempts: 0,
    passwordChangedAt: now.toISOString(),
    passwordFingerprint: await passwordFingerprint(body.password),
    newuser: true,
    createdAt: now.toISOString(),
  };
  const pendingCategories = await categoriesNeedingApproval(record.categoriesRequested);
  await createUser(record, pendingCategories, now);
  try {
    await createCognitoUser(email, body.password);
  } catch (error) {
    await deleteUser(email, pendingCategories, record.createdAt).catch((cleanup: unknown) =>
      logger.error('Could not delete the record of a failed registration', {
        email,
        error: cleanup instanceof Error ? cleanup.name : String(cleanup),
      }),
    );
    if (isCognitoError(error, 'UsernameExistsException', 'AliasExistsException')) {
      throw new Conflict('User already exists');
    }
    if (isCognitoError(error, 'InvalidPasswordException')) {
      throw new Invalid(fieldMessages.passwordRule, { password: fieldMessages.passwordRule });
    }
    logger.error('Registration failed in Cognito', {
      email,
      error: error instanceof Error ? error.name : String(error),
    });
    throw new Error('Registration failed in Cognito');
  }
  try {
    await sendMail(registrationReceivedMail(email, record.firstName, portalOriginOf(event)));
  } catch (error) {
    // The account exists: a retry would only meet a Conflict. The admin's activation mail follows.
    logger.warn('Registration mail failed', {
      email,
      error: error instanceof Error ? error.name : String(error),
    });
  }
  await notifyAdminsOfRegistration(record, event, now);
  return { message: messages.registrationSubmitted };
});
