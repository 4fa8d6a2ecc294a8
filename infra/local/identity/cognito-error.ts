/** An error answered the way Cognito answers it: HTTP 400, `x-amzn-errortype` and `__type`. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

const flowNotEnabledMessages: Record<string, string> = {
  USER_PASSWORD_AUTH: 'USER_PASSWORD_AUTH flow not enabled for this client',
  USER_SRP_AUTH: 'USER_SRP_AUTH is not enabled for the client.',
};

/** Cognito's own wording, so clients (Amplify, the portal) can rely on it locally. */
export const errors = {
  incorrectCredentials: () =>
    new CognitoError('NotAuthorizedException', 'Incorrect username or password.'),
  userDisabled: () => new CognitoError('NotAuthorizedException', 'User is disabled.'),
  userNotFound: () => new CognitoError('UserNotFoundException', 'User does not exist.'),
  userNotConfirmed: () => new CognitoError('UserNotConfirmedException', 'User is not confirmed.'),
  passwordResetRequired: () =>
    new CognitoError('PasswordResetRequiredException', 'Password reset required for the user'),
  invalidSession: () =>
    new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
  invalidRefreshToken: () => new CognitoError('NotAuthorizedException', 'Invalid Refresh Token.'),
  revokedRefreshToken: () =>
    new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked'),
  invalidAccessToken: () => new CognitoError('NotAuthorizedException', 'Invalid Access Token'),
  expiredAccessToken: () => new CognitoError('NotAuthorizedException', 'Access Token has expired'),
  clientNotFound: (clientId: string) =>
    new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`),
  /** Cognito words this per flow (as reported from real pools; CUSTOM_AUTH's is the generic one). */
  flowNotEnabled: (flow: string) =>
    new CognitoError(
      'InvalidParameterException',
      flowNotEnabledMessages[flow] ?? 'Auth flow not enabled for this client',
    ),
  invalidParameter: (message: string) => new CognitoError('InvalidParameterException', message),
  unsupported: (what: string) =>
    new CognitoError('CognitoLocal#Unsupported', `Not supported by the local identity: ${what}`),
  /** A trigger answered something Cognito cannot act on (e.g. an unknown challengeName). */
  invalidLambdaResponse: () =>
    new CognitoError('InvalidLambdaResponseException', 'Unrecognizable lambda output'),
  lambda: (trigger: string, message: string) =>
    new CognitoError('UserLambdaValidationException', `${trigger} failed with error ${message}.`),
};
