import type {
  CreateUserPoolClientRequest,
  CreateUserPoolClientResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityDeps } from '../identity-deps';
import { secretId } from './app-client-secrets';
import { findClient, saveSecrets } from './app-client-store';

/**
 * cognito-local's CreateUserPoolClient (which makes the `ClientSecret` when asked), then the
 * wrapper keeps that secret as the client's first, with Cognito's id, so the secret targets
 * can rotate it.
 */
export async function createUserPoolClient(
  deps: IdentityDeps,
  request: CreateUserPoolClientRequest,
): Promise<CreateUserPoolClientResponse> {
  const response = (await deps.cognitoLocal(
    'CreateUserPoolClient',
    request,
  )) as CreateUserPoolClientResponse;
  const created = response.UserPoolClient;
  if (!created?.ClientId || !created.ClientSecret) return response;

  const client = await findClient(deps, created.ClientId);
  const createdAt = (created.CreationDate ?? deps.now()).getTime();
  await saveSecrets(deps, client, [
    { id: secretId(created.ClientId, createdAt), value: created.ClientSecret, createdAt },
  ]);
  return response;
}
