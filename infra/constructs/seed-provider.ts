import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';

export interface SeedProviderOptions {
  readonly stage: DeploymentStage;
  /** Describes the framework's role, e.g. 'CDK Provider framework of the catalogue seed'. */
  readonly description: string;
}

/**
 * The CDK Provider framework in front of a deploy-time seed function, added to `scope` (ids
 * `provider-logs`, `provider-role`, `provider`). Its own function gets a role that only writes
 * its log group, instead of the default role with AWSLambdaBasicExecutionRole.
 */
export function addSeedProvider(
  scope: Construct,
  onEventHandler: IFunction,
  options: SeedProviderOptions,
): Provider {
  const frameworkLogs = new LogGroup(scope, 'provider-logs', {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: options.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  const frameworkRole = new Role(scope, 'provider-role', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: options.description,
  });
  frameworkLogs.grantWrite(frameworkRole);
  const provider = new Provider(scope, 'provider', {
    onEventHandler,
    frameworkOnEventRole: frameworkRole,
    logGroup: frameworkLogs,
  });

  const stack = Stack.of(scope);
  const handlerId = stack.resolve(
    stack.getLogicalId(onEventHandler.node.defaultChild as CfnFunction),
  );
  Validations.of(frameworkRole).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${String(handlerId)}.Arn>:*]`,
    reason:
      "The CDK Provider framework's grantInvoke covers the seed function's versions and " +
      'aliases (<arn>:*); it invokes only that one function.',
  });
  return provider;
}
