import { errors } from '../cognito-error';
import type { InProcessTrigger } from './identity-triggers';

export interface TriggerCaller {
  userPoolId: string;
  clientId: string;
  userName: string;
}

/** The fields Cognito puts in every trigger event (version, region, caller, user). */
export function triggerEnvelope<T extends string>(triggerSource: T, caller: TriggerCaller) {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: caller.userPoolId,
    triggerSource,
    userName: caller.userName,
    callerContext: { awsSdkVersion: 'aws-sdk-js-local', clientId: caller.clientId },
  };
}

/**
 * Calls a trigger with its own copy of the event (a Lambda gets JSON, not our objects) and
 * returns its `response`. A throw becomes Cognito's UserLambdaValidationException
 * "<Trigger> failed with error <message>.".
 */
export async function runTrigger<E extends { response: object }>(
  name: string,
  trigger: InProcessTrigger<E>,
  event: E,
): Promise<E['response']> {
  let result: E | undefined;
  try {
    result = await trigger(structuredClone(event));
  } catch (error) {
    throw errors.lambda(name, error instanceof Error ? error.message : String(error));
  }
  return (result ?? event).response;
}
