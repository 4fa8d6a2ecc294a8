import type {
  DeleteUserPoolClientSecretRequest,
  DeleteUserPoolClientSecretResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityDeps } from '../identity-deps';
import { secretsOf } from './app-client-secrets';
import { findPoolClient, saveSecrets } from './app-client-store';
import { clientErrors } from './client-secret-errors';

/** Takes one secret away; the last one stays (a confidential client always has a secret). */
export async function deleteUserPoolClientSecret(
  deps: IdentityDeps,
  request: DeleteUserPoolClientSecretRequest,
): Promise<DeleteUserPoolClientSecretResponse> {
  const client = await findPoolClient(deps, request.UserPoolId, request.ClientId);
  const secrets = secretsOf(client);
  const secretId = request.ClientSecretId ?? '';
  if (!secrets.some((secret) => secret.id === secretId)) {
    throw clientErrors.secretNotFound(secretId);
  }
  if (secrets.length <= 1) throw clientErrors.lastSecret(client.ClientId);
  await saveSecrets(
    deps,
    client,
    secrets.filter((secret) => secret.id !== secretId),
  );
  return {};
}
