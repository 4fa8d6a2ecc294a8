import { messages } from './messages';

/**
 * Customer sign-in by mobile OTP: the Customer Authentication product API's own calls (spec §7
 * customer identity), as its backend (`lambdas/customer-identity/`) answers them and the
 * documentation page's customer sign-in panel calls them through the try-out relay.
 */

/** The operations' paths on the product API (resource paths of the service's OpenAPI file). */
export const customerPaths = {
  sdkDetails: '/v1/sdk-details',
  sendOtp: '/v1/otp/register/send',
  verifyOtp: '/v1/otp/verify',
  register: '/v1/user/register',
  activateUser: '/v1/user/activate-user',
  verifyQuestion: '/v1/user/verify-question-challenge',
} as const;

/** The catalogue service whose API these are. */
export const customerAuthenticationService = 'customer-authentication';

/**
 * The operation whose documentation page the token notes of customer-token operations link to:
 * its page offers the customer sign-in panel, which hands out the customer's access token.
 */
export const customerSignInOperation = 'sendRegistrationOtp';

/** `user/register` takes the calling app's id in this header, and only this value (spec §7). */
export const customerAppIdHeader = 'x-app-id';
export const customerAppId = '4';

/** OTP rules: 6 digits by SMS, valid 5 minutes, 3 tries, a new one after 60 s. */
export const customerOtpRules = {
  length: 6,
  validSeconds: 300,
  maxTries: 3,
  resendAfterSeconds: 60,
} as const;

/** The internal outcomes of the flow (spec §4 Mobile OTP), as each answer's `status`. */
export type CustomerOutcome =
  'OTP_SENT' | 'OTP_VERIFIED' | 'REGISTRATION_REQUIRED' | 'TOKEN_RECEIVED' | 'REACTIVATION_PENDING';

/** The error codes the flow's answers carry in `code` (with `message` and `requestId`). */
export const customerErrorCodes = {
  incorrectOtp: 'INCORRECT_OTP',
  generateNewOtp: 'GENERATE.NEW.OTP',
  inactiveUser: 'INACTIVE.USER',
  unexpected: 'UNEXPECTED.TECHNICAL.FAILURE',
} as const;

export interface CustomerSdkDetails {
  region: string;
  userPoolId: string;
  userPoolWebClientId: string;
  gatewayUrl: string;
}

export interface OtpSentAnswer {
  status: 'OTP_SENT';
  message: string;
  otpReference: string;
  resendAfterSeconds: number;
}

/** A customer's tokens from the customer pool (verify, register, reactivation). */
export interface CustomerTokenAnswer {
  status: 'OTP_VERIFIED' | 'TOKEN_RECEIVED';
  registrationRequired: false;
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

/** A verified number with no customer: register with this `uuid` within 15 minutes. */
export interface RegistrationRequiredAnswer {
  status: 'REGISTRATION_REQUIRED';
  registrationRequired: true;
  uuid: string;
}

export interface ReactivationPendingAnswer {
  status: 'REACTIVATION_PENDING';
  questionUuid: string;
  question: string;
}

export interface CustomerErrorAnswer {
  code: string;
  message: string;
  requestId: string;
  /** With INACTIVE.USER: the key to re-register the account with (`user/register` `uuid`). */
  verificationKey?: string;
}

/**
 * What the portal shows for an identity-provider error code (spec §8): INCORRECT_OTP and
 * GENERATE.NEW.OTP have their texts, anything else is the unexpected failure. INACTIVE.USER
 * is not an error shown to the user: the flow takes its verification key and offers
 * re-registration.
 */
export function customerErrorText(code: string | undefined): string {
  if (code === customerErrorCodes.incorrectOtp) return messages.idpIncorrectOtp;
  if (code === customerErrorCodes.generateNewOtp) return messages.idpGenerateNewOtp;
  return messages.idpUnexpectedFailure;
}
