import { Duration, NestedStack, Stack } from 'aws-cdk-lib';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { signInFailedEvent } from '../../shared/log-events';
import type { DeploymentStage } from '../../shared/plans';
import { MarqueFunction } from './marque-function';
import { QuotaAlarms } from './quota-alarms';

/** What the alarms watch for (one place to tune them). */
export const alarmThresholds = {
  /** Share of portal API calls answering 5xx over 5 minutes, two periods running. */
  serverErrorRate: 0.05,
  /** p95 of the portal API's latency (ms) over 5 minutes, three periods running. */
  latencyP95Ms: 3_000,
  /** Any throttled invocation of a function in 5 minutes. */
  throttles: 1,
  /** Any failed run waiting in a job's dead-letter queue. */
  deadLetters: 1,
  /** Failed sign-ins (wrong password or code) in 5 minutes across the portal. */
  failedSignIns: 50,
} as const;

export interface MonitoringProps {
  readonly stage: DeploymentStage;
  /** Where alarms are mailed; without it they still show on the dashboard and in the console. */
  readonly alarmEmail?: string;
  readonly portalApi: RestApi;
  /** The define-auth-challenge trigger's log group: it logs each failed sign-in. */
  readonly signInLogGroup: ILogGroup;
  readonly deadLetterQueues: Readonly<Record<string, IQueue>>;
  readonly tables: Readonly<Record<string, ITable>>;
}

const period = Duration.minutes(5);

/** 'portal-api-auth' for the auth area's function: its construct path below the stack. */
function pathInStack(watched: MarqueFunction): string {
  // Below the outermost stack, so a function of a nested stack is named with it.
  const root = watched.node.scopes.find((scope) => Stack.isStack(scope));
  return watched.node.scopes
    .slice(root ? watched.node.scopes.indexOf(root) + 1 : 0)
    .map((scope) => scope.node.id)
    .join('-');
}

/**
 * The portal's alarms, mailed through one SNS topic, and one CloudWatch dashboard of its health,
 * in a nested stack of their own (the parent template stays well under CloudFormation's 500
 * resources). Made last: it watches every MarqueFunction of the stack that holds it, so a new
 * area or trigger is watched without a change here.
 */
export class Monitoring extends NestedStack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;
  readonly dashboardName: string;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.dashboardName = `marque-${props.stage}-health`;
    const key = new Key(this, 'alarm-topic-key', {
      description: `Marque ${props.stage}: encrypts the alarm topic`,
      enableKeyRotation: true,
    });
    // CloudWatch publishes the alarms: it needs the key to encrypt them.
    key.grant(
      new ServicePrincipal('cloudwatch.amazonaws.com'),
      'kms:Decrypt',
      'kms:GenerateDataKey*',
    );
    this.topic = new Topic(this, 'alarms', {
      displayName: `Marque ${props.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const api = props.portalApi;
    const serverErrors = api.metricServerError({ statistic: 'Average', period });
    const latency = api.metricLatency({ statistic: 'p95', period });
    this.alarm('portal-api-5xx', serverErrors, {
      threshold: alarmThresholds.serverErrorRate,
      evaluationPeriods: 2,
      description: 'More than 5% of portal API calls answer 5xx',
    });
    this.alarm('portal-api-latency', latency, {
      threshold: alarmThresholds.latencyP95Ms,
      evaluationPeriods: 3,
      description: 'The portal API is slow: p95 latency above 3 s for 15 minutes',
    });

    const functions = Stack.of(scope)
      .node.findAll()
      .filter((node): node is MarqueFunction => node instanceof MarqueFunction);
    for (const watched of functions) {
      const name = pathInStack(watched);
      this.alarm(`throttles-${name}`, watched.fn.metricThrottles({ period }), {
        threshold: alarmThresholds.throttles,
        evaluationPeriods: 1,
        description: `The ${name} function is throttled (concurrency limit reached)`,
      });
    }
    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      this.alarm(
        `dead-letters-${name}`,
        queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period }),
        {
          threshold: alarmThresholds.deadLetters,
          evaluationPeriods: 1,
          description: `The ${name} job failed after its retries: its event waits in the dead-letter queue`,
        },
      );
    }

    const failedSignIns = new MetricFilter(this, 'failed-sign-ins', {
      logGroup: props.signInLogGroup,
      filterPattern: FilterPattern.stringValue('$.event', '=', signInFailedEvent),
      metricNamespace: `Marque/${props.stage}`,
      metricName: 'FailedSignIns',
      metricValue: '1',
      defaultValue: 0,
    }).metric({ statistic: 'Sum', period });
    this.alarm('failed-sign-ins-spike', failedSignIns, {
      threshold: alarmThresholds.failedSignIns,
      evaluationPeriods: 1,
      description: 'A spike of failed sign-ins (wrong passwords or codes): a guessing attack?',
    });

    this.alarms.push(
      ...new QuotaAlarms(this, 'quotas', { stage: props.stage, topic: this.topic }).alarms,
    );
    this.dashboard = this.buildDashboard(props, functions, {
      serverErrors,
      latency,
      failedSignIns,
    });
  }

  private alarm(
    id: string,
    metric: IMetric,
    options: { threshold: number; evaluationPeriods: number; description: string },
  ): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No traffic is not a fault.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }

  private buildDashboard(
    props: MonitoringProps,
    functions: readonly MarqueFunction[],
    metrics: { serverErrors: IMetric; latency: IMetric; failedSignIns: IMetric },
  ): Dashboard {
    const api = props.portalApi;
    const byFunction = (make: (fn: MarqueFunction) => IMetric) => functions.map(make);
    const label = pathInStack;
    const dashboard = new Dashboard(this, 'dashboard', {
      dashboardName: this.dashboardName,
      defaultInterval: Duration.hours(6),
    });
    dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Portal API calls',
        left: [
          api.metricCount({ period, label: 'calls' }),
          api.metricClientError({ statistic: 'Sum', period, label: '4xx' }),
          api.metricServerError({ statistic: 'Sum', period, label: '5xx' }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Portal API latency (ms)',
        left: [api.metricLatency({ statistic: 'p50', period, label: 'p50' }), metrics.latency],
        width: 8,
      }),
      new GraphWidget({
        title: 'Failed sign-ins',
        left: [metrics.failedSignIns],
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Function errors',
        left: byFunction((m) => m.fn.metricErrors({ period, label: label(m) })),
        width: 8,
      }),
      new GraphWidget({
        title: 'Function duration p95 (ms)',
        left: byFunction((m) => m.fn.metricDuration({ statistic: 'p95', period, label: label(m) })),
        width: 8,
      }),
      new GraphWidget({
        title: 'Function throttles',
        left: byFunction((m) => m.fn.metricThrottles({ period, label: label(m) })),
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'DynamoDB throttled requests',
        left: Object.entries(props.tables).map(
          ([name, table]) =>
            new Metric({
              namespace: 'AWS/DynamoDB',
              metricName: 'ThrottledRequests',
              dimensionsMap: { TableName: table.tableName },
              statistic: 'Sum',
              period,
              label: name,
            }),
        ),
        width: 12,
      }),
      new GraphWidget({
        title: 'Jobs waiting in dead-letter queues',
        left: Object.entries(props.deadLetterQueues).map(([name, queue]) =>
          queue.metricApproximateNumberOfMessagesVisible({ period, label: name }),
        ),
        width: 12,
      }),
    );
    return dashboard;
  }
}
