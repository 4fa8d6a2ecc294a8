import { Aws, Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import {
  type ProductBackendDef,
  type ProductBackendId,
  productBackends,
} from '../../lambdas/routes';
import { type AccessContext, accessEnvironment, grantAccess } from './function-access';
import { MarqueFunction } from './marque-function';

/** What a backend flagged `customerPool` may do on the customer pool: register, sign in. */
export const customerPoolActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminRespondToAuthChallenge',
] as const;

export interface ProductBackendsProps extends AccessContext {
  /** The catalogue's service slugs: a backend of a service not in it is not built. */
  readonly services: readonly string[];
  readonly customerPool: { readonly userPool: IUserPool; readonly clientId: string };
  /** The backend table; tests pass their own. */
  readonly backends?: Readonly<Record<string, ProductBackendDef>>;
}

/**
 * One function per entry of `productBackends` (lambdas/routes.ts): its tables, the customer
 * pool's ids and admin sign-in calls if flagged `customerPool`, text messages if flagged `sms`.
 * The product API of its service calls it (ProductApi, `backend`).
 */
export class ProductBackends extends Construct {
  /** By catalogue service slug. */
  readonly byService: Readonly<Record<string, IFunction>>;

  constructor(scope: Construct, id: string, props: ProductBackendsProps) {
    super(scope, id);
    const defs = props.backends ?? productBackends;
    const byService: Record<string, IFunction> = {};
    for (const [backendId, def] of Object.entries(defs) as [
      ProductBackendId,
      ProductBackendDef,
    ][]) {
      if (!props.services.includes(def.service)) continue;
      if (byService[def.service]) {
        throw new Error(`Service ${def.service} has two product backends`);
      }
      const pool = props.customerPool;
      const { fn, role } = new MarqueFunction(this, backendId, {
        stage: props.stage,
        entry: def.entry,
        description: def.description,
        environment: accessEnvironment(
          def,
          props,
          def.customerPool
            ? { customerPool: { id: pool.userPool.userPoolId, clientId: pool.clientId } }
            : {},
        ),
      });
      grantAccess(fn, def, props);
      if (def.customerPool) {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: [...customerPoolActions],
            resources: [pool.userPool.userPoolArn],
          }),
        );
      }
      if (def.sms) {
        for (const statement of smsOnlyStatements()) fn.addToRolePolicy(statement);
        Validations.of(role).acknowledge({
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason:
            'sns:Publish to a phone number (the OTP text) has no resource ARN, so IAM needs ' +
            '"*"; the only action on it is sns:Publish, and a Deny on every SNS ARN ' +
            '(topics, platform endpoints) leaves only texts to phone numbers.',
        });
      }
      byService[def.service] = fn;
    }
    this.byService = byService;
  }
}

/** sns:Publish to phone numbers only: allowed on "*", denied on anything with an SNS ARN. */
export function smsOnlyStatements(): PolicyStatement[] {
  return [
    new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }),
    new PolicyStatement({
      effect: Effect.DENY,
      actions: ['sns:Publish'],
      resources: [`arn:${Aws.PARTITION}:sns:*:*:*`],
    }),
  ];
}
