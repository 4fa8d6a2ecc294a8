/** The toast convention and the error catalogue of spec §8, word for word. */
export const toastConvention = {
  errorTitle: 'Error Message',
  durationMs: 3000,
  /** Try-out 401/403 warnings stay longer. */
  tryOutWarningMs: 10_000,
} as const;

export const messages = {
  // Data calls and general failures.
  dataCallFailed: 'Error in getting data',
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongLoud: 'Something went wrong !!!',
  notAuthorized: 'You are not authorized to access this page',
  // Documentation.
  docsContactAdmin: "Please contact admin for the API's documentation.",
  noSuchApiTitle: 'No Such API',
  noSuchApi: 'The selected API does not exist.',
  noApisPublished: 'No APIs Published',
  // Try out and tokens.
  tokenInvalidCredentials: 'Please enter valid credentials',
  tryOutUnauthorized: 'token invalid, generate again',
  tryOutForbidden: 'not subscribed, go to API Products and subscribe',
  tryOutSignIn: "Please signin to use 'try out' feature for this service.",
  // Customer (mobile OTP) flow and the identity provider.
  wrongOtp: 'Wrong otp entered !!!',
  otpIfNumberExists: 'You will get an OTP , if number exist in our system',
  idpIncorrectOtp: 'The OTP you entered was incorrect. Please try again.',
  idpGenerateNewOtp: 'Please generate new OTP.',
  idpUnexpectedFailure: 'An unexpected error occured during login.',
  // Access and subscriptions.
  accessRequestFailed: 'Error',
  accessRequestSent: 'Request has been sent for approval',
  accessRequestPending: 'Request is in pending state',
  /** Not in the spec: a category whose services no one may subscribe to (its cards offer none). */
  categoryNotSubscribable: 'Subscriptions are not offered for this category.',
  /** Not in the spec (issue 23): the subscribe dialog stays open on this, with the key to reveal. */
  subscribeKeyCreated: 'Key created',
  // Registration.
  registrationSubmitted:
    'Your request has been submitted. Please check your inbox for the further details.',
  // Sign-in.
  invalidUsernamePassword: 'Invalid Username / Password',
  otpGenerationFailed: 'Error in generation OTP',
  otpVerificationFailed: 'OTP verification failed',
  userNotActive: 'User is not active',
  alreadyLoggedIn: 'You are already logged in on different machine.',
  /** Not in the spec (issue 22): the way out of the one-session rule, after the code. */
  takeOverSession: 'Sign out the other session and continue here',
  takeoverExpired: 'This sign-in has expired. Please sign in again.',
  // Forgot password.
  passwordUpdateError: 'Error in updating password',
  passwordUpdateFailed: 'Password Update Failed',
  passwordResetDone: 'Password reset successfully.',
  // Production access requests.
  productionFormFailed: 'Error in submitting form',
  requestFailed: 'Request failed',
  departmentListFailed: 'Getting Error while fetching Department List',
  projectListFailed: 'Getting Error while fetching Project List',
} as const;

/**
 * Not in the spec (issue 23): what the product APIs themselves answer (API Gateway's gateway
 * responses, and the local gateway's) to a call without a key or with one that is not valid.
 */
export const productApiKeyMessages = {
  missingKey: "Missing API key: send your application's key in the x-api-key header.",
  missingKeyOrToken:
    "Missing API key or access token: send your application's key in the x-api-key header " +
    'and, where the operation needs one, a valid access token in the Authorization header.',
  invalidKey:
    "Invalid API key: send the key shown on your application's page (Reveal) for this API " +
    'and stage in the x-api-key header.',
} as const;

/** The lockout warning after a wrong password (spec §8). */
export function attemptsLeftWarning(attemptsLeft: number): string {
  return `Incorrect User ID/Password. You have only ${attemptsLeft} attempts left after that your account will be locked.`;
}

/** Try out for a category the user has no access to (spec §6). */
export function requestAccessForTryOut(category: string): string {
  return `Please request access for ${category} to use the 'try out' feature for this service.`;
}

/** Subscribe on a category the user has no access to (the try-out message of spec §6, reworded). */
export function requestAccessForSubscribe(category: string): string {
  return `Please request access for ${category} to subscribe to this service.`;
}
