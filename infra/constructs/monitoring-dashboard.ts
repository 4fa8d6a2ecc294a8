import { Duration } from 'aws-cdk-lib';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  MathExpression,
  type IMetric,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';
import { siteFirewallName } from '../edge-stack';
import type { HealthMetrics } from './monitoring';
import { period, tableThrottles, type WatchedFunction } from './monitoring-metrics';
import { webAclBlockedRequests, webAclName } from './web-acl';

export interface HealthDashboardProps {
  readonly name: string;
  readonly stage: DeploymentStage;
  readonly portalApi: RestApi;
  readonly functions: readonly WatchedFunction[];
  readonly tables: Readonly<Record<string, ITable>>;
  readonly deadLetterQueues: Readonly<Record<string, IQueue>>;
  readonly alarms: readonly Alarm[];
  /** Alarms that live in us-east-1 (CloudFront's metrics are only there). */
  readonly edgeAlarmNames: readonly string[];
  readonly metrics: HealthMetrics;
}

/** The stage's health dashboard: every alarm's state, then a graph per thing watched. */
export function healthDashboard(scope: Construct, props: HealthDashboardProps): Dashboard {
  const { portalApi: api, functions, metrics } = props;
  const byFunction = (make: (fn: WatchedFunction) => IMetric) => functions.map(make);
  const dashboard = new Dashboard(scope, 'dashboard', {
    dashboardName: props.name,
    defaultInterval: Duration.hours(6),
  });
  dashboard.addWidgets(
    new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 20, height: 4 }),
    new TextWidget({
      markdown: `**In us-east-1** (CloudFront): ${props.edgeAlarmNames.join(', ')}`,
      width: 4,
      height: 4,
    }),
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
    new GraphWidget({ title: 'Failed sign-ins', left: [metrics.failedSignIns], width: 8 }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Product API calls (every service, both stages)',
      left: [metrics.productApiCalls, metrics.productApiServerErrors],
      width: 8,
    }),
    new GraphWidget({
      title: 'Product API 5xx rate',
      left: [metrics.productApiServerErrorRate],
      width: 8,
    }),
    new GraphWidget({
      title: 'Site 5xx rate (CloudFront, %)',
      left: [metrics.siteServerErrorRate],
      width: 8,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Function errors',
      left: byFunction((f) => f.fn.metricErrors({ period, label: f.name })),
      width: 8,
    }),
    new GraphWidget({
      title: 'Function duration p95 (ms)',
      left: byFunction((f) => f.fn.metricDuration({ statistic: 'p95', period, label: f.name })),
      width: 8,
    }),
    new GraphWidget({
      title: 'Function throttles',
      left: byFunction((f) => f.fn.metricThrottles({ period, label: f.name })),
      width: 8,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'DynamoDB throttle events',
      left: Object.entries(props.tables).map(([name, table], i) =>
        tableThrottles(table, `t${i}x`, name),
      ),
      width: 8,
    }),
    new GraphWidget({
      // One Metrics Insights query per graph, matching dimensions exactly: the account's tables.
      title: 'DynamoDB system errors (account, by table)',
      left: [
        new MathExpression({
          expression:
            'SELECT SUM(SystemErrors) FROM SCHEMA("AWS/DynamoDB", TableName, Operation) ' +
            'GROUP BY TableName',
          period,
          label: 'system errors',
        }),
      ],
      width: 8,
    }),
    new GraphWidget({
      title: 'Jobs waiting in dead-letter queues',
      left: Object.entries(props.deadLetterQueues).map(([name, queue]) =>
        queue.metricApproximateNumberOfMessagesVisible({ period, label: name }),
      ),
      width: 8,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Mail reputation (SES, account)',
      left: [metrics.bounceRate, metrics.complaintRate],
      width: 12,
    }),
    new GraphWidget({
      title: 'Requests blocked by the firewalls',
      left: [
        metrics.portalApiBlocks,
        webAclBlockedRequests(webAclName(props.stage, siteFirewallName), 'CLOUDFRONT', '', {
          period,
          label: 'site (us-east-1)',
        }),
      ],
      width: 12,
    }),
  );
  return dashboard;
}
