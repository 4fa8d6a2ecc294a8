import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import {
  awsQuotaIds,
  awsQuotas,
  quotaAlarmShare,
  quotaAlarmThreshold,
  quotaMetricsNamespace,
} from '../../shared/aws-quotas';
import type { DeploymentStage } from '../../shared/plans';

export interface QuotaAlarmsProps {
  readonly stage: DeploymentStage;
  readonly topic: ITopic;
}

/**
 * One alarm per AWS quota at 80 % of it (shared/aws-quotas.ts), on the counts the expired-keys
 * sweeper publishes once an hour (lambdas/jobs/quota-usage.ts: namespace `Marque`, dimension
 * `Stage`). A missing count is not a breach: a failed run has its own dead-letter alarm.
 */
export class QuotaAlarms extends Construct {
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: QuotaAlarmsProps) {
    super(scope, id);
    const percent = Math.round(quotaAlarmShare * 100);
    this.alarms = awsQuotaIds.map((quotaId) => {
      const quota = awsQuotas[quotaId];
      const alarm = new Alarm(this, quotaId, {
        metric: new Metric({
          namespace: quotaMetricsNamespace,
          metricName: quota.metricName,
          dimensionsMap: { Stage: props.stage },
          statistic: 'Maximum',
          period: Duration.hours(1),
        }),
        threshold: quotaAlarmThreshold(quota),
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription:
          `${percent} % of AWS's quota "${quota.name}" (${quota.limit}) is used: ` +
          (quota.raisable
            ? 'ask AWS for more through Service Quotas, or plan a second cell (docs/operations.md).'
            : 'it cannot be raised; plan a second cell, another account or Region (docs/operations.md).'),
      });
      alarm.addAlarmAction(new SnsAction(props.topic));
      alarm.addOkAction(new SnsAction(props.topic));
      return alarm;
    });
  }
}
