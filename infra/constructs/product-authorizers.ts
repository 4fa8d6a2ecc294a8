import { Aws, Duration } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnPermission } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import {
  authorizerEnvironment,
  type TokenCheck,
} from '../../lambdas/product-authorizer/authorizer-environment';
import type { DeploymentStage } from '../../shared/plans';
import { MarqueFunction } from './marque-function';
import type { ProductAuthorizerUris } from './product-api-authorizers';
import { lambdaInvocationUri } from './product-api';

export interface ProductAuthorizersProps {
  readonly stage: DeploymentStage;
  /** The pool whose try-out access tokens the token-checking authorizer accepts. */
  readonly userPool: IUserPool;
  /** The customer pool and app client whose access tokens the customer-token one accepts. */
  readonly customerPool: { readonly userPool: IUserPool; readonly clientId: string };
}

const entry = 'lambdas/product-authorizer/product-authorizer.ts';

/**
 * The three request authorizers of every product API (one module; see authorizer-environment.ts
 * for why three functions). They read nothing but the pool's public keys, so their roles only
 * write logs and traces. Each lets API Gateway call it from any API of this account and region
 * (one permission, not one per API, so the stack does not grow with the catalogue): what they
 * answer depends only on the call, so another API using them gains nothing.
 */
export class ProductAuthorizers extends Construct {
  readonly uris: ProductAuthorizerUris;

  constructor(scope: Construct, id: string, props: ProductAuthorizersProps) {
    super(scope, id);
    const make = (
      name: string,
      tokenCheck: TokenCheck,
      description: string,
      pool: { readonly userPool: IUserPool; readonly clientId?: string } = props,
    ) => {
      const { fn } = new MarqueFunction(this, name, {
        stage: props.stage,
        entry,
        description,
        memorySize: 256,
        timeout: Duration.seconds(5),
        environment: authorizerEnvironment({
          tokenCheck,
          userPoolId: pool.userPool.userPoolId,
          ...(pool.clientId ? { clientId: pool.clientId } : {}),
        }),
      });
      new CfnPermission(this, `${name}-invoke`, {
        action: 'lambda:InvokeFunction',
        functionName: fn.functionArn,
        principal: 'apigateway.amazonaws.com',
        sourceAccount: Aws.ACCOUNT_ID,
        sourceArn: `arn:${Aws.PARTITION}:execute-api:${Aws.REGION}:${Aws.ACCOUNT_ID}:*/authorizers/*`,
      });
      return lambdaInvocationUri(fn);
    };
    this.uris = {
      key: make(
        'key',
        'none',
        'Marque: lets a subscription key call only its own service and stage',
      ),
      keyAndToken: make(
        'key-and-token',
        'access-token',
        'Marque: as the key authorizer, plus a try-out access token of the portal pool',
      ),
      keyAndCustomerToken: make(
        'key-and-customer-token',
        'customer-token',
        "Marque: as the key authorizer, plus a customer's access token of the customer pool",
        props.customerPool,
      ),
    };
  }
}
