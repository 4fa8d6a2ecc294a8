import type { CognitoLocalCognitoService, CognitoLocalContext } from '../cognito-local/internals';
import type { IdentityTriggers } from './identity-triggers';

/** The triggers of one user pool, as Cognito keeps them in the pool's LambdaConfig. */
export type TriggersFor = (userPoolId: string) => Promise<IdentityTriggers>;

export interface PoolTriggersOptions {
  /** The triggers of every pool not named in `byPoolName`. */
  triggers: IdentityTriggers;
  /**
   * Triggers by pool name: the local cloud knows its pools' names before they exist (their ids
   * are made at seed time), as the stack names each pool's triggers where it defines the pool.
   */
  byPoolName?: Readonly<Record<string, IdentityTriggers>>;
}

/** Resolves a pool's triggers by its name (cognito-local's error for a pool that does not exist). */
export function poolTriggers(
  cognito: CognitoLocalCognitoService,
  ctx: CognitoLocalContext,
  options: PoolTriggersOptions,
): TriggersFor {
  return async (userPoolId) => {
    const pool = await cognito.getUserPool(ctx, userPoolId);
    const name = pool.options.Name;
    return (name !== undefined && options.byPoolName?.[name]) || options.triggers;
  };
}
