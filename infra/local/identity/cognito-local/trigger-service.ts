import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import type {
  CognitoLocalCognitoService,
  CognitoLocalContext,
  CognitoLocalTriggers,
  PreTokenGenerationCall,
} from './internals';
import { attributesToRecord } from '../user-attributes';
import type { TriggersFor } from '../triggers/pool-triggers';
import { runTrigger, triggerEnvelope } from '../triggers/run-trigger';

/**
 * cognito-local's trigger service, backed by the in-process triggers instead of a Lambda
 * client, each pool's own. Only pre-token-generation is handed to cognito-local (its token generator calls it);
 * the wrapper runs the sign-in triggers itself, and cognito-local's other triggers stay off.
 */
export function cognitoLocalTriggers(
  triggersFor: TriggersFor,
  cognito: CognitoLocalCognitoService,
): CognitoLocalTriggers {
  const groupsOf = async (ctx: CognitoLocalContext, call: PreTokenGenerationCall) => {
    const pool = await cognito.getUserPool(ctx, call.userPoolId);
    const user = await pool.getUserByUsername(ctx, call.username);
    return user ? [...(await pool.listUserGroupMembership(ctx, user))] : [];
  };

  return {
    // Whether a pool has it is known per call: a pool without it adds no overrides.
    enabled: (trigger) => trigger === 'PreTokenGeneration',
    async preTokenGeneration(ctx, call) {
      const trigger = (await triggersFor(call.userPoolId)).preTokenGeneration;
      if (!trigger) return {};
      const triggerSource =
        `TokenGeneration_${call.source}` as PreTokenGenerationTriggerEvent['triggerSource'];
      const event = {
        ...triggerEnvelope(triggerSource, { ...call, userName: call.username }),
        request: {
          userAttributes: attributesToRecord(call.userAttributes),
          groupConfiguration: {
            groupsToOverride: await groupsOf(ctx, call),
            iamRolesToOverride: [],
          },
          clientMetadata: call.clientMetadata,
        },
        response: { claimsOverrideDetails: {} },
      } as PreTokenGenerationTriggerEvent;
      return runTrigger('PreTokenGeneration', trigger, event);
    },
  };
}
