import type {
  CognitoLocalAppClient,
  CognitoLocalUser,
  CognitoLocalUserPool,
} from '../cognito-local/internals';
import { errors } from '../cognito-error';
import type { IdentityDeps } from '../identity-deps';

export interface ClientAndPool {
  client: CognitoLocalAppClient;
  pool: CognitoLocalUserPool;
}

/** The app client a request names, and its user pool (Cognito's errors when there is none). */
export async function clientAndPool(
  deps: IdentityDeps,
  clientId: string | undefined,
): Promise<ClientAndPool> {
  if (!clientId) throw errors.invalidParameter('Missing required parameter ClientId');
  const client = await deps.cognito.getAppClient(deps.ctx, clientId);
  if (!client) throw errors.clientNotFound(clientId);
  const pool = await deps.cognito.getUserPool(deps.ctx, client.UserPoolId);
  return { client, pool };
}

/** Cognito's flows when a client names none: SRP, custom and refresh. */
const defaultFlows = ['ALLOW_USER_SRP_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

/** Refuses a flow the app client's ExplicitAuthFlows do not allow, as Cognito does. */
export function assertFlowEnabled(client: CognitoLocalAppClient, flow: string): void {
  const allowed = client.ExplicitAuthFlows?.length ? client.ExplicitAuthFlows : defaultFlows;
  if (!allowed.includes(`ALLOW_${flow}`) && !allowed.includes(flow)) {
    throw errors.flowNotEnabled(flow);
  }
}

/** Sign-in names are case-insensitive (the portal stores e-mails lower-cased). */
export async function findUser(
  deps: IdentityDeps,
  pool: CognitoLocalUserPool,
  username: string,
): Promise<CognitoLocalUser | null> {
  return (
    (await pool.getUserByUsername(deps.ctx, username)) ??
    (await pool.getUserByUsername(deps.ctx, username.toLowerCase()))
  );
}

export const hidesUserExistence = (client: CognitoLocalAppClient): boolean =>
  client.PreventUserExistenceErrors === 'ENABLED';

/** The pool name in SRP's hashes: the part of the pool id after the region prefix. */
export const srpPoolName = (userPoolId: string): string => userPoolId.split('_')[1] ?? '';
