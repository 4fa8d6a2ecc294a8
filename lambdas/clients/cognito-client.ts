import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { traced } from '../lib/observability/tracer';

let client: CognitoIdentityProviderClient | undefined;

/**
 * One Cognito client per process. Locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points it at
 * the local identity; the SDK reads that variable itself.
 */
export function cognito(): CognitoIdentityProviderClient {
  client ??= traced(new CognitoIdentityProviderClient({}));
  return client;
}
