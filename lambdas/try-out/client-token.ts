import {
  CognitoIdentityProviderServiceException,
  GetClientTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { invalidCredentialsCode } from '../../shared/api/session-ended';
import { tryOutScope } from '../../shared/client-credentials';
import { messages } from '../../shared/messages';
import type { ClientCredentials } from '../../shared/schemas/client-credentials-schema';
import { cognito } from '../clients/cognito-client';
import { isCognitoError } from '../clients/cognito-errors';
import { DomainError, TooManyRequests } from '../lib/errors';
import { logger } from '../lib/logger';

export interface ClientToken {
  token: string;
  expiresIn: number;
  tokenType: string;
}

/**
 * An application's client credentials exchanged for an access token on the try-out scope
 * (Cognito's GetClientToken: no IAM, the secret is the proof). An unknown client or a wrong
 * secret is 401 with the spec's 'Please enter valid credentials' (§8); Cognito's throttling
 * 429; any other Cognito refusal 502 with Cognito's message (the spec shows the token call's
 * errorMsg); anything else is thrown on (500, its detail only logged).
 */
export async function clientToken(credentials: ClientCredentials): Promise<ClientToken> {
  try {
    const out = await cognito().send(
      new GetClientTokenCommand({
        ClientId: credentials.clientId,
        Secret: credentials.clientSecret,
        Scopes: [tryOutScope],
      }),
    );
    const result = out.ClientAuthenticationResult;
    if (!result?.AccessToken) throw new Error('GetClientToken answered without a token');
    return {
      token: result.AccessToken,
      expiresIn: result.ExpiresIn ?? 0,
      tokenType: result.TokenType ?? 'Bearer',
    };
  } catch (error) {
    if (isCognitoError(error, 'NotAuthorizedException', 'ResourceNotFoundException')) {
      throw new DomainError(401, invalidCredentialsCode, messages.tokenInvalidCredentials);
    }
    if (isCognitoError(error, 'TooManyRequestsException', 'LimitExceededException')) {
      throw new TooManyRequests(error.message);
    }
    if (error instanceof CognitoIdentityProviderServiceException) {
      logger.warn('GetClientToken refused', { error: error.name, clientId: credentials.clientId });
      throw new DomainError(502, error.name, error.message);
    }
    throw error;
  }
}
