import type {
  AddUserPoolClientSecretRequest,
  AddUserPoolClientSecretResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityDeps } from '../identity-deps';
import {
  generateSecretValue,
  isValidSecretValue,
  maxSecretsPerClient,
  newSecret,
  secretsOf,
} from './app-client-secrets';
import { findPoolClient, saveSecrets } from './app-client-store';
import { clientErrors } from './client-secret-errors';

/**
 * A second secret for a confidential client: the one given, or a generated one (whose value,
 * and only then, is in the answer). A client keeps at most two.
 */
export async function addUserPoolClientSecret(
  deps: IdentityDeps,
  request: AddUserPoolClientSecretRequest,
): Promise<AddUserPoolClientSecretResponse> {
  const client = await findPoolClient(deps, request.UserPoolId, request.ClientId);
  const secrets = secretsOf(client);
  if (secrets.length === 0) throw clientErrors.noSecret(client.ClientId);
  if (secrets.length >= maxSecretsPerClient) throw clientErrors.tooManySecrets(client.ClientId);
  const chosen = request.ClientSecret;
  if (chosen !== undefined && !isValidSecretValue(chosen)) throw clientErrors.invalidSecretValue();

  const secret = newSecret(client, chosen ?? generateSecretValue(), deps.now());
  await saveSecrets(deps, client, [...secrets, secret]);
  return {
    ClientSecretDescriptor: {
      ClientSecretId: secret.id,
      ClientSecretValue: chosen === undefined ? secret.value : undefined,
      ClientSecretCreateDate: new Date(secret.createdAt),
    },
  };
}
