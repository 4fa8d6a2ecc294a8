import { Arn, ArnFormat, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  type AwsSdkCall,
  PhysicalResourceId,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';
import { alarmThresholds } from './alarm-thresholds';
import { edgeAlarmTopicName } from './alarm-topic';

export interface SiteAlarmProps {
  readonly stage: DeploymentStage;
  /** The site's CloudFront distribution. */
  readonly distributionId: string;
}

const cloudFrontRegion = 'us-east-1';
const period = Duration.minutes(5);
const evaluationPeriods = 2;

/**
 * The alarm on the site distribution's 5xx error rate. CloudFront publishes its metrics only in
 * us-east-1 (CloudFront developer guide, "Types of metrics for CloudFront"), and a CloudWatch
 * alarm watches only metrics of its own region: CDK refuses one here ("Cannot create an Alarm in
 * region X based on metric in us-east-1", aws-cdk#30483), and Metrics Insights, which could find
 * the distribution from us-east-1 without knowing its id, filters only on `=`/`!=` of dimensions
 * (no tags without an account-wide opt-in), so it cannot tell this deployment's distribution from
 * another's. The edge stack (us-east-1) deploys before this stack, so the distribution's id does
 * not exist yet when it deploys; a third stack after this one would add a stack to every deploy
 * and pipeline stage. So this stack puts the alarm into us-east-1 itself, at deploy, with
 * CloudWatch's PutMetricAlarm through a custom resource (updated with the stack, deleted with
 * it), publishing to the edge stack's topic there.
 */
export class SiteAlarm extends Construct {
  readonly alarmName: string;
  readonly alarmArn: string;
  /** The watched metric, for the dashboard (a cross-region graph is allowed there). */
  readonly metric: Metric;

  constructor(scope: Construct, id: string, props: SiteAlarmProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.alarmName = `marque-${props.stage}-site-5xx`;
    this.alarmArn = Arn.format(
      {
        service: 'cloudwatch',
        region: cloudFrontRegion,
        resource: 'alarm',
        resourceName: this.alarmName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      },
      stack,
    );
    const topicArn = Arn.format(
      { service: 'sns', region: cloudFrontRegion, resource: edgeAlarmTopicName(props.stage) },
      stack,
    );
    const dimensions = { DistributionId: props.distributionId, Region: 'Global' };
    this.metric = new Metric({
      namespace: 'AWS/CloudFront',
      metricName: '5xxErrorRate',
      dimensionsMap: dimensions,
      statistic: 'Average',
      period,
      region: cloudFrontRegion,
      label: 'site 5xx (%)',
    });
    const threshold = alarmThresholds.siteServerErrorRatePercent;
    const put: AwsSdkCall = {
      service: 'CloudWatch',
      action: 'putMetricAlarm',
      region: cloudFrontRegion,
      parameters: {
        AlarmName: this.alarmName,
        AlarmDescription: `More than ${threshold}% of the site's requests (CloudFront) answer 5xx for ${evaluationPeriods * 5} minutes: the bucket, the rewrite function or CloudFront itself fails`,
        ActionsEnabled: true,
        AlarmActions: [topicArn],
        OKActions: [topicArn],
        Namespace: 'AWS/CloudFront',
        MetricName: '5xxErrorRate',
        Dimensions: Object.entries(dimensions).map(([Name, Value]) => ({ Name, Value })),
        Statistic: 'Average',
        Period: period.toSeconds(),
        EvaluationPeriods: evaluationPeriods,
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      },
      physicalResourceId: PhysicalResourceId.of(this.alarmName),
    };
    const prod = props.stage === 'prod';
    new AwsCustomResource(this, 'alarm', {
      logGroup: new LogGroup(this, 'logs', {
        retention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
        removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      }),
      onCreate: put,
      onUpdate: put,
      onDelete: {
        service: 'CloudWatch',
        action: 'deleteAlarms',
        region: cloudFrontRegion,
        parameters: { AlarmNames: [this.alarmName] },
      },
      installLatestAwsSdk: false,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['cloudwatch:PutMetricAlarm', 'cloudwatch:DeleteAlarms'],
          resources: [this.alarmArn],
        }),
      ]),
    });
    // CDK makes the call's function once per stack, beside the stack's other constructs.
    const provider = stack.node.tryFindChild(
      `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
    );
    if (!provider) throw new Error('AwsCustomResource made no provider function');
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's AwsCustomResource function (at deploy, CloudWatch PutMetricAlarm and " +
        "DeleteAlarms of the site's CloudFront alarm, nothing else) logs with the basic " +
        'execution role CDK gives it.',
    });
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-L1',
      reason: "CDK's AwsCustomResource function runs the runtime CDK chooses for it.",
    });
  }
}
