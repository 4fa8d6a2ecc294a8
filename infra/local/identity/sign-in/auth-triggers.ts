import type { PostAuthenticationTriggerEvent, PreAuthenticationTriggerEvent } from 'aws-lambda';
import type { CognitoLocalUser } from '../cognito-local/internals';
import type { IdentityDeps } from '../identity-deps';
import { runTrigger, triggerEnvelope } from '../triggers/run-trigger';
import { attributesToRecord } from '../user-attributes';

export interface AuthTriggerCall {
  userPoolId: string;
  clientId: string;
  /** The user, or null for a name that is not in the pool (PreventUserExistenceErrors). */
  user: CognitoLocalUser | null;
  /** The name the client signed in with, used when there is no user. */
  signInName: string;
}

/** Pre-authentication: runs when a sign-in starts; InitiateAuth's ClientMetadata arrives as validationData. */
export async function preAuthentication(
  deps: IdentityDeps,
  call: AuthTriggerCall,
  validationData: Record<string, string> | undefined,
): Promise<void> {
  const trigger = (await deps.triggersFor(call.userPoolId)).preAuthentication;
  if (!trigger) return;
  const event: PreAuthenticationTriggerEvent = {
    ...triggerEnvelope('PreAuthentication_Authentication', {
      ...call,
      userName: call.user?.Username ?? call.signInName,
    }),
    request: {
      userAttributes: call.user ? attributesToRecord(call.user.Attributes) : {},
      ...(call.user ? {} : { userNotFound: true }),
      validationData,
    },
    response: {},
  };
  await runTrigger('PreAuthentication', trigger, event);
}

/** Post-authentication: after the last challenge, before tokens; a throw fails the sign-in. */
export async function postAuthentication(
  deps: IdentityDeps,
  call: AuthTriggerCall & { user: CognitoLocalUser },
  clientMetadata: Record<string, string> | undefined,
): Promise<void> {
  const trigger = (await deps.triggersFor(call.userPoolId)).postAuthentication;
  if (!trigger) return;
  const event: PostAuthenticationTriggerEvent = {
    ...triggerEnvelope('PostAuthentication_Authentication', {
      ...call,
      userName: call.user.Username,
    }),
    request: {
      userAttributes: attributesToRecord(call.user.Attributes),
      newDeviceUsed: false,
      clientMetadata,
    },
    response: {},
  };
  await runTrigger('PostAuthentication', trigger, event);
}
