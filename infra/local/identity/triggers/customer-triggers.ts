import type { LocalFunction } from '../../functions/local-function';
import type { IdentityTriggers } from './identity-triggers';

/**
 * The customer pool's triggers: one function (`customerTriggers.customerAuthChallenge`) is its
 * define, create and verify auth challenge triggers, telling them apart by `triggerSource`, as
 * the stack wires the one Lambda three times. It must load before the identity starts.
 */
export async function customerPoolTriggers(fn: LocalFunction): Promise<IdentityTriggers> {
  try {
    await fn.load();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot load the customer pool's trigger: ${fn.name}: ${reason}`);
  }
  const invoke = <E>(event: E) => fn.invoke(event) as Promise<E>;
  return {
    defineAuthChallenge: invoke,
    createAuthChallenge: invoke,
    verifyAuthChallengeResponse: invoke,
  };
}
