import { Arn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';
import { siteWebAclParameter } from '../edge-stack';

/**
 * The site's CloudFront web ACL ARN, read at deploy from the edge stack's parameter in us-east-1
 * (CloudFormation's own SSM references reach only the stack's region).
 */
export class SiteWebAclArn extends Construct {
  readonly arn: string;

  constructor(scope: Construct, id: string, props: { stage: DeploymentStage }) {
    super(scope, id);
    const name = siteWebAclParameter(props.stage);
    const call = {
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: name },
      region: 'us-east-1',
      physicalResourceId: PhysicalResourceId.of(name),
    };
    const prod = props.stage === 'prod';
    const reader = new AwsCustomResource(this, 'reader', {
      logGroup: new LogGroup(this, 'logs', {
        retention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
        removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      }),
      onCreate: call,
      onUpdate: call,
      installLatestAwsSdk: false,
      policy: AwsCustomResourcePolicy.fromSdkCalls({
        resources: [
          Arn.format(
            {
              service: 'ssm',
              region: 'us-east-1',
              resource: 'parameter',
              resourceName: name.slice(1),
            },
            Stack.of(this),
          ),
        ],
      }),
    });
    this.arn = reader.getResponseField('Parameter.Value');
    // CDK makes the call's function once per stack, beside the stack's other constructs.
    const provider = Stack.of(this).node.tryFindChild(
      `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
    );
    if (!provider) throw new Error('AwsCustomResource made no provider function');
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's AwsCustomResource function (one call at deploy, SSM GetParameter) logs with the " +
        'basic execution role CDK gives it.',
    });
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-L1',
      reason: "CDK's AwsCustomResource function runs the runtime CDK chooses for it.",
    });
  }
}
