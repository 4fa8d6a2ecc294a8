import { Duration } from 'aws-cdk-lib';
import { type UserPool, UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import { Policy } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { type TriggerDef, type TriggerId, triggers } from '../../lambdas/triggers/trigger-table';
import {
  type AccessContext,
  accessEnvironment,
  cognitoAdminStatement,
  grantAccess,
} from './function-access';
import { MarqueFunction } from './marque-function';

/**
 * Where each trigger of the table hooks into Cognito. Pre token generation is the V1 event
 * (ID-token claims), which the Lite plan offers; V2 (access-token claims) would need Essentials.
 */
export const triggerOperations: Record<TriggerId, UserPoolOperation> = {
  preAuthentication: UserPoolOperation.PRE_AUTHENTICATION,
  defineAuthChallenge: UserPoolOperation.DEFINE_AUTH_CHALLENGE,
  createAuthChallenge: UserPoolOperation.CREATE_AUTH_CHALLENGE,
  verifyAuthChallengeResponse: UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE,
  postAuthentication: UserPoolOperation.POST_AUTHENTICATION,
  preTokenGeneration: UserPoolOperation.PRE_TOKEN_GENERATION,
};

export interface IdentityTriggersProps extends AccessContext {
  readonly userPool: UserPool;
  /** The trigger table; tests pass their own. */
  readonly triggers?: Readonly<Record<TriggerId, TriggerDef>>;
}

/** One function per Cognito trigger of `lambdas/triggers/trigger-table.ts`, wired to the pool. */
export class IdentityTriggers extends Construct {
  readonly functions: Readonly<Record<TriggerId, IFunction>>;

  constructor(scope: Construct, id: string, props: IdentityTriggersProps) {
    super(scope, id);
    const defs = props.triggers ?? triggers;
    const made: Partial<Record<TriggerId, IFunction>> = {};
    for (const [triggerId, def] of Object.entries(defs) as [TriggerId, TriggerDef][]) {
      const { fn, role } = new MarqueFunction(this, triggerId, {
        stage: props.stage,
        entry: def.entry,
        description: `Marque Cognito trigger ${triggerId}`,
        // No pool: it names this function (see below).
        environment: accessEnvironment(def, props),
        // Cognito waits 5 seconds for a trigger (then retries): longer is never used.
        timeout: Duration.seconds(5),
      });
      grantAccess(fn, def, props);
      if (def.cognito) {
        // The pool names this function, so the function must not name the pool: no USER_POOL_ID
        // (every trigger event carries `userPoolId`) and no statement in the role's default
        // policy, which the function depends on. A policy of its own breaks the cycle (the
        // "Trigger permissions" pattern of the aws-cognito README).
        role.attachInlinePolicy(
          new Policy(this, `${triggerId}-user-pool`, {
            statements: [cognitoAdminStatement(props.userPool.userPoolArn)],
          }),
        );
      }
      props.userPool.addTrigger(triggerOperations[triggerId], fn);
      made[triggerId] = fn;
    }
    this.functions = made as Record<TriggerId, IFunction>;
  }
}
