import { Annotations, NestedStack, Stack } from 'aws-cdk-lib';
import {
  type Alarm,
  type Dashboard,
  type IMetric,
  MathExpression,
  Metric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  FilterPattern,
  type IFilterPattern,
  type ILogGroup,
  MetricFilter,
} from 'aws-cdk-lib/aws-logs';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { missingSettingWarning } from '../stage-config';
import type { Construct } from 'constructs';
import { signInFailedEvent } from '../../shared/log-events';
import type { DeploymentStage } from '../../shared/plans';
import { alarmThresholds } from './alarm-thresholds';
import { alarmTopic, type NotifyingAlarmOptions, notifyingAlarm } from './alarm-topic';
import { MarqueFunction } from './marque-function';
import { healthDashboard } from './monitoring-dashboard';
import {
  functionErrorGroups,
  period,
  sesReputation,
  tableSystemErrors,
  tableThrottleGroups,
  type WatchedFunction,
} from './monitoring-metrics';
import { SiteAlarm } from './site-alarm';
import type { PortalWebAcl } from './web-acl';
import { QuotaAlarms } from './quota-alarms';

export { alarmThresholds } from './alarm-thresholds';

export interface MonitoringProps {
  readonly stage: DeploymentStage;
  /** Where alarms are mailed; without it they still show on the dashboard and in the console. */
  readonly alarmEmail?: string;
  readonly portalApi: RestApi;
  /** The define-auth-challenge trigger's log group: it logs each failed sign-in. */
  readonly signInLogGroup: ILogGroup;
  readonly deadLetterQueues: Readonly<Record<string, IQueue>>;
  readonly tables: Readonly<Record<string, ITable>>;
  /** The portal API's regional web ACL. */
  readonly portalApiFirewall: PortalWebAcl;
  /** The product APIs' access-log groups (one per product stage, shared by every service). */
  readonly productApiAccessLogs: readonly ILogGroup[];
  /** The site's CloudFront distribution. */
  readonly siteDistributionId: string;
}

/** 'portal-api-auth' for the auth area's function: its construct path below the stack. */
function pathInStack(watched: MarqueFunction): string {
  // Below the outermost stack, so a function of a nested stack is named with it.
  const root = watched.node.scopes.find((scope) => Stack.isStack(scope));
  return watched.node.scopes
    .slice(root ? watched.node.scopes.indexOf(root) + 1 : 0)
    .map((scope) => scope.node.id)
    .join('-');
}

/** What the dashboard draws beside the alarms. */
export interface HealthMetrics {
  readonly serverErrors: IMetric;
  readonly latency: IMetric;
  readonly failedSignIns: IMetric;
  readonly productApiCalls: IMetric;
  readonly productApiServerErrors: IMetric;
  readonly productApiServerErrorRate: IMetric;
  readonly bounceRate: IMetric;
  readonly complaintRate: IMetric;
  readonly portalApiBlocks: IMetric;
  readonly siteServerErrorRate: IMetric;
}

/**
 * The portal's alarms, mailed through one SNS topic, and one CloudWatch dashboard of its health,
 * in a nested stack of their own (the parent template stays well under CloudFormation's 500
 * resources). Made last: it watches every MarqueFunction of the stack that holds it, so a new
 * area or trigger is watched without a change here. Alarms count with the code, never with the
 * catalogue: the product APIs are watched through their two shared access-log groups.
 */
export class Monitoring extends NestedStack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly siteAlarm: SiteAlarm;
  readonly dashboard: Dashboard;
  readonly dashboardName: string;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.dashboardName = `marque-${props.stage}-health`;
    this.topic = alarmTopic(this, {
      stage: props.stage,
      alarmEmail: props.alarmEmail,
      displayName: `Marque ${props.stage} alarms`,
    });
    if (!props.alarmEmail) {
      Annotations.of(this).addWarningV2(
        'marque:alarm-email-missing',
        missingSettingWarning('alarmEmail'),
      );
    }

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

    const functions: WatchedFunction[] = Stack.of(scope)
      .node.findAll()
      .filter((node): node is MarqueFunction => node instanceof MarqueFunction)
      .map((watched) => ({ name: pathInStack(watched), fn: watched.fn }));
    for (const { name, fn } of functions) {
      this.alarm(`throttles-${name}`, fn.metricThrottles({ period }), {
        threshold: alarmThresholds.throttles,
        evaluationPeriods: 1,
        description: `The ${name} function is throttled (concurrency limit reached)`,
      });
    }
    functionErrorGroups(functions).forEach(({ names, metric }, i) => {
      this.alarm(`function-errors-${i + 1}`, metric, {
        threshold: alarmThresholds.functionErrors,
        evaluationPeriods: 1,
        description: `${alarmThresholds.functionErrors} or more errors (uncaught exceptions, timeouts) in 5 minutes in the functions ${names.join(', ')}: see their logs`,
      });
    });
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

    this.watchTables(props.tables);
    const product = this.watchProductApis(props.stage, props.productApiAccessLogs);

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

    // SES reputation is the account's in this region (every deployment sending here shares it).
    const bounceRate = sesReputation('BounceRate', 'bounce rate');
    const complaintRate = sesReputation('ComplaintRate', 'complaint rate');
    this.alarm('ses-bounce-rate', bounceRate, {
      threshold: alarmThresholds.sesBounceRate,
      evaluationPeriods: 1,
      description: `SES bounce rate at ${alarmThresholds.sesBounceRate * 100}% or more: AWS reviews the account at 5% and may pause its sending at 10%. Mail only confirmed addresses; check the bounces`,
    });
    this.alarm('ses-complaint-rate', complaintRate, {
      threshold: alarmThresholds.sesComplaintRate,
      evaluationPeriods: 1,
      description: `SES complaint rate at ${alarmThresholds.sesComplaintRate * 100}% or more: AWS reviews the account at 0.1% and may pause its sending at 0.5%`,
    });

    const portalApiBlocks = props.portalApiFirewall.metricBlockedRequests({
      period,
      label: 'portal API',
    });
    this.alarm('portal-api-firewall-blocks', portalApiBlocks, {
      threshold: alarmThresholds.firewallBlocks,
      evaluationPeriods: 1,
      description: `The portal API's web ACL blocked ${alarmThresholds.firewallBlocks} or more requests in 5 minutes: an attack, or a client gone wrong?`,
    });

    this.siteAlarm = new SiteAlarm(this, 'site-5xx', {
      stage: props.stage,
      distributionId: props.siteDistributionId,
    });

    this.alarms.push(
      ...new QuotaAlarms(this, 'quotas', { stage: props.stage, topic: this.topic }).alarms,
    );

    this.dashboard = healthDashboard(this, {
      name: this.dashboardName,
      stage: props.stage,
      portalApi: api,
      functions,
      tables: props.tables,
      deadLetterQueues: props.deadLetterQueues,
      alarms: this.alarms,
      edgeAlarmNames: [
        this.siteAlarm.alarmName,
        `site-firewall-blocks (Marque-${props.stage}-edge)`,
      ],
      metrics: {
        serverErrors,
        latency,
        failedSignIns,
        ...product,
        bounceRate,
        complaintRate,
        portalApiBlocks,
        siteServerErrorRate: this.siteAlarm.metric,
      },
    });
  }

  /** Throttles per group of tables (math, 10 metrics at most), system errors per table. */
  private watchTables(tables: Readonly<Record<string, ITable>>): void {
    tableThrottleGroups(tables).forEach(({ names, metric }, i) => {
      this.alarm(`dynamodb-throttles-${i + 1}`, metric, {
        threshold: alarmThresholds.dynamoThrottleEvents,
        evaluationPeriods: 1,
        description: `DynamoDB throttles reads or writes (${alarmThresholds.dynamoThrottleEvents} or more events in 5 minutes) on the tables ${names.join(', ')}: a hot key, or an account limit`,
      });
    });
    for (const [name, table] of Object.entries(tables)) {
      this.alarm(`dynamodb-system-errors-${name}`, tableSystemErrors(table, name), {
        threshold: alarmThresholds.dynamoSystemErrors,
        evaluationPeriods: 1,
        description: `DynamoDB answers system errors (its own 5xx) on the ${name} table`,
      });
    }
  }

  /**
   * The product APIs' 5xx rate, every service and both product stages in one alarm. API Gateway's
   * metrics are per API (one per service), and a Metrics Insights query can only match an ApiName
   * exactly (no prefix), so it cannot pick this deployment's APIs out of the account's: counted
   * instead from the access logs every product stage writes to (two groups, whatever the
   * catalogue holds), in this deployment's own namespace.
   */
  private watchProductApis(
    stage: DeploymentStage,
    accessLogs: readonly ILogGroup[],
  ): Pick<
    HealthMetrics,
    'productApiCalls' | 'productApiServerErrors' | 'productApiServerErrorRate'
  > {
    if (accessLogs.length === 0) throw new Error('Monitoring: no product API access-log group');
    const namespace = `Marque/${stage}`;
    // Every group's filter adds to one metric (same namespace and name, no dimension).
    const counted = (metricName: string, filterPattern: IFilterPattern, label: string) => {
      accessLogs.forEach(
        (logGroup, i) =>
          new MetricFilter(this, `product-api-${metricName}-${i + 1}`, {
            logGroup,
            filterPattern,
            metricNamespace: namespace,
            metricName,
            metricValue: '1',
            defaultValue: 0,
          }),
      );
      return new Metric({ namespace, metricName, statistic: 'Sum', period, label });
    };
    const calls = counted('ProductApiCalls', FilterPattern.exists('$.status'), 'calls');
    const errors = counted(
      'ProductApiServerErrors',
      FilterPattern.stringValue('$.status', '=', '5*'),
      '5xx',
    );
    const rate = new MathExpression({
      expression: 'IF(calls > 0, errors / calls, 0)',
      usingMetrics: { calls, errors },
      period,
      label: '5xx rate',
    });
    this.alarm('product-apis-5xx', rate, {
      threshold: alarmThresholds.productApiServerErrorRate,
      evaluationPeriods: 2,
      description: `More than ${alarmThresholds.productApiServerErrorRate * 100}% of product API calls (every service, sandbox and prod) answer 5xx for 10 minutes: see the product access logs`,
    });
    return {
      productApiCalls: calls,
      productApiServerErrors: errors,
      productApiServerErrorRate: rate,
    };
  }

  private alarm(id: string, metric: IMetric, options: NotifyingAlarmOptions): void {
    this.alarms.push(notifyingAlarm(this, id, this.topic, metric, options));
  }
}
