import type { CognitoLocalUserPool } from '../cognito-local/internals';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';
import type { AppClientWithSecrets, StoredClientSecret } from './app-client-secrets';

/** cognito-local 5.3.0's user pool service also saves app clients (in its clients.json). */
interface PoolSavingClients extends CognitoLocalUserPool {
  saveAppClient(ctx: IdentityDeps['ctx'], client: AppClientWithSecrets): Promise<void>;
}

function savesClients(pool: CognitoLocalUserPool): pool is PoolSavingClients {
  return typeof (pool as Partial<PoolSavingClients>).saveAppClient === 'function';
}

/** The app client `clientId` of any pool; ResourceNotFoundException when there is none. */
export async function findClient(
  deps: IdentityDeps,
  clientId: string | undefined,
): Promise<AppClientWithSecrets> {
  const client = clientId ? await deps.cognito.getAppClient(deps.ctx, clientId) : null;
  if (!client) throw errors.clientNotFound(clientId ?? '');
  return client as AppClientWithSecrets;
}

/** The app client `clientId` of pool `userPoolId`; ResourceNotFoundException otherwise. */
export async function findPoolClient(
  deps: IdentityDeps,
  userPoolId: string | undefined,
  clientId: string | undefined,
): Promise<AppClientWithSecrets> {
  const client = await findClient(deps, clientId);
  if (client.UserPoolId !== userPoolId) throw errors.clientNotFound(clientId ?? '');
  return client;
}

/**
 * Saves the client with these secrets (oldest first). `ClientSecret`, which cognito-local's
 * DescribeUserPoolClient returns, follows the oldest current secret.
 */
export async function saveSecrets(
  deps: IdentityDeps,
  client: AppClientWithSecrets,
  secrets: StoredClientSecret[],
): Promise<AppClientWithSecrets> {
  const pool = await deps.cognito.getUserPool(deps.ctx, client.UserPoolId);
  if (!savesClients(pool)) {
    throw new Error('cognito-local internals changed: saveAppClient not found (pinned to 5.3.0)');
  }
  const saved: AppClientWithSecrets = {
    ...client,
    ClientSecret: secrets[0]?.value,
    ClientSecrets: secrets,
  };
  await pool.saveAppClient(deps.ctx, saved);
  return saved;
}
