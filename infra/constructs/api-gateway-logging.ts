import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

/**
 * API Gateway's account-level CloudWatch Logs role, which every stage with access or execution
 * logging needs before it can be created. One per account and region: it is kept (RETAIN) when a
 * stack goes, so that other deployments' stages in the same account keep logging. Stages depend
 * on `account`.
 */
export class ApiGatewayLogging extends Construct {
  readonly account: CfnAccount;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const role = new Role(this, 'role', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: 'Lets API Gateway write access and execution logs to CloudWatch Logs',
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
      ],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason:
        "AWS's own policy for API Gateway's account logging role: API Gateway creates its " +
        'execution log groups (API-Gateway-Execution-Logs_<api>/<stage>) itself, so their names ' +
        'cannot be listed in an inline policy ahead of time.',
    });
    this.account = new CfnAccount(this, 'account', { cloudWatchRoleArn: role.roleArn });
    this.account.applyRemovalPolicy(RemovalPolicy.RETAIN);
  }
}
