import type {
  CreateUserPoolClientRequest,
  CreateUserPoolClientResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import { awsQuotas } from '../../../../shared/aws-quotas';
import { CognitoError } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import { secretId } from './app-client-secrets';
import { findClient, saveSecrets } from './app-client-store';

/** The pool's app clients now (cognito-local lists them all in one answer). */
async function appClientsOf(deps: IdentityDeps, userPoolId: string | undefined): Promise<number> {
  const listed = (await deps.cognitoLocal('ListUserPoolClients', {
    UserPoolId: userPoolId,
  })) as { UserPoolClients?: unknown[] };
  return listed.UserPoolClients?.length ?? 0;
}

/**
 * cognito-local's CreateUserPoolClient (which makes the `ClientSecret` when asked), then the
 * wrapper keeps that secret as the client's first, with Cognito's id, so the secret targets
 * can rotate it. A pool holding `appClientsPerPool` clients (Cognito's quota, 1,000 unless
 * lowered) refuses another with Cognito's LimitExceededException.
 */
export async function createUserPoolClient(
  deps: IdentityDeps,
  request: CreateUserPoolClientRequest,
  appClientsPerPool: number = awsQuotas.appClients.limit,
): Promise<CreateUserPoolClientResponse> {
  if ((await appClientsOf(deps, request.UserPoolId)) >= appClientsPerPool) {
    throw new CognitoError(
      'LimitExceededException',
      `App client limit exceeded: ${appClientsPerPool} app clients per user pool`,
    );
  }
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
