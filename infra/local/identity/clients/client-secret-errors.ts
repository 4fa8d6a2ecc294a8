import { CognitoError } from '../cognito-error';

/**
 * Errors of the app-client secret and client-token targets. The names are those the SDK lists
 * for these operations; Cognito's exact wording for them is not published, so the messages
 * say plainly what was refused.
 */
export const clientErrors = {
  tooManySecrets: (clientId: string) =>
    new CognitoError(
      'LimitExceededException',
      `App client ${clientId} already has the maximum number of client secrets (2).`,
    ),
  secretNotFound: (secretId: string) =>
    new CognitoError('ResourceNotFoundException', `Client secret ${secretId} does not exist.`),
  lastSecret: (clientId: string) =>
    new CognitoError(
      'InvalidParameterException',
      `Cannot delete the last remaining client secret of app client ${clientId}.`,
    ),
  noSecret: (clientId: string) =>
    new CognitoError(
      'InvalidParameterException',
      `App client ${clientId} is not a confidential client: it has no client secret.`,
    ),
  invalidSecretValue: () =>
    new CognitoError(
      'InvalidParameterException',
      'ClientSecret must be 24 to 64 characters of letters, digits, _ or +.',
    ),
  incorrectSecret: () => new CognitoError('NotAuthorizedException', 'Incorrect client secret.'),
  clientTokenNotEnabled: () =>
    new CognitoError(
      'InvalidParameterException',
      'ALLOW_CLIENT_TOKEN_AUTH flow not enabled for this client',
    ),
  invalidScope: (scope: string) =>
    new CognitoError('InvalidParameterException', `Invalid scope requested: ${scope}`),
  noScopes: () =>
    new CognitoError('InvalidParameterException', 'No scopes are allowed for this client'),
};
