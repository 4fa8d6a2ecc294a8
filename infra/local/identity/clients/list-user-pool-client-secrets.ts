import type {
  ListUserPoolClientSecretsRequest,
  ListUserPoolClientSecretsResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityDeps } from '../identity-deps';
import { secretsOf } from './app-client-secrets';
import { findPoolClient } from './app-client-store';

/** The client's secrets, ids and dates only (never the values), in one page. */
export async function listUserPoolClientSecrets(
  deps: IdentityDeps,
  request: ListUserPoolClientSecretsRequest,
): Promise<ListUserPoolClientSecretsResponse> {
  const client = await findPoolClient(deps, request.UserPoolId, request.ClientId);
  return {
    ClientSecrets: secretsOf(client).map((secret) => ({
      ClientSecretId: secret.id,
      ClientSecretCreateDate: new Date(secret.createdAt),
    })),
  };
}
