import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';

export interface AlarmTopicProps {
  readonly stage: DeploymentStage;
  /** Where alarms are mailed; without it they still show in the console. */
  readonly alarmEmail?: string;
  readonly displayName: string;
  /** A fixed name, when another stack (or region) must build the topic's ARN. */
  readonly topicName?: string;
}

/**
 * A KMS-encrypted SNS topic CloudWatch alarms publish to, mailed to `alarmEmail`. Made directly
 * in `scope` (ids `alarm-topic-key` and `alarms`), so the monitoring stack's topic keeps its
 * logical id.
 */
export function alarmTopic(scope: Construct, props: AlarmTopicProps): Topic {
  const key = new Key(scope, 'alarm-topic-key', {
    description: `Marque ${props.stage}: encrypts the alarm topic`,
    enableKeyRotation: true,
  });
  // CloudWatch publishes the alarms: it needs the key to encrypt them.
  key.grant(
    new ServicePrincipal('cloudwatch.amazonaws.com'),
    'kms:Decrypt',
    'kms:GenerateDataKey*',
  );
  const topic = new Topic(scope, 'alarms', {
    displayName: props.displayName,
    topicName: props.topicName,
    masterKey: key,
    enforceSSL: true,
  });
  if (props.alarmEmail) topic.addSubscription(new EmailSubscription(props.alarmEmail));
  return topic;
}

/** The edge stack's alarm topic (us-east-1), named so the portal's stack can build its ARN. */
export const edgeAlarmTopicName = (stage: DeploymentStage) => `marque-${stage}-edge-alarms`;

export interface NotifyingAlarmOptions {
  readonly threshold: number;
  readonly evaluationPeriods: number;
  readonly description: string;
}

/** An alarm mailed through `topic` when it fires and when it recovers; no traffic is no fault. */
export function notifyingAlarm(
  scope: Construct,
  id: string,
  topic: ITopic,
  metric: IMetric,
  options: NotifyingAlarmOptions,
): Alarm {
  const alarm = new Alarm(scope, id, {
    metric,
    threshold: options.threshold,
    evaluationPeriods: options.evaluationPeriods,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: options.description,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  alarm.addOkAction(new SnsAction(topic));
  return alarm;
}
