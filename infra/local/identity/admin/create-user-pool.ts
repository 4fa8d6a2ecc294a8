import type { CreateUserPoolRequest } from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityDeps } from '../identity-deps';

interface CreatedPool {
  UserPool?: { Id?: string; UsernameAttributes?: string[] };
}

/**
 * CreateUserPool through cognito-local, then, when the request names no UsernameAttributes, none:
 * cognito-local would give the pool its default (e-mail usernames), where Cognito takes any
 * username (the customer pool's users are not named by e-mail).
 */
export async function createUserPool(
  deps: IdentityDeps,
  request: CreateUserPoolRequest,
): Promise<unknown> {
  const created = (await deps.cognitoLocal('CreateUserPool', request)) as CreatedPool;
  const id = created.UserPool?.Id;
  if (request.UsernameAttributes !== undefined || !id) return created;
  const pool = await deps.cognito.getUserPool(deps.ctx, id);
  await pool.updateOptions(deps.ctx, { ...pool.options, UsernameAttributes: undefined });
  return { ...created, UserPool: { ...created.UserPool, UsernameAttributes: undefined } };
}
