import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { describe, expect, it } from 'vitest';
import { QuotaAlarms } from './quota-alarms';

describe('QuotaAlarms', () => {
  it('alarms at 80 % of each AWS quota, on the hourly count of this stage, to the alarm topic', () => {
    const stack = new Stack(new App(), 'quotas');
    const topic = new Topic(stack, 'topic');
    const made = new QuotaAlarms(stack, 'quotas', { stage: 'preprod', topic });
    expect(made.alarms).toHaveLength(4);
    const alarms = Object.values(
      Template.fromStack(stack).findResources('AWS::CloudWatch::Alarm'),
    ) as { Properties: Record<string, unknown> }[];
    const byMetric: Record<string, Record<string, unknown>> = Object.fromEntries(
      alarms.map(({ Properties: p }) => [p.MetricName, p]),
    );
    expect(
      Object.fromEntries(Object.entries(byMetric).map(([name, p]) => [name, p.Threshold])),
    ).toEqual({
      QuotaUsedApiKeys: 8_000,
      QuotaUsedUsagePlans: 240,
      QuotaUsedClientCertificates: 48,
      QuotaUsedAppClients: 800,
    });
    for (const p of alarms.map((a) => a.Properties)) {
      expect(p).toMatchObject({
        Namespace: 'Marque',
        Dimensions: [{ Name: 'Stage', Value: 'preprod' }],
        Statistic: 'Maximum',
        Period: 3600,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
      expect(JSON.stringify(p.AlarmActions)).toContain('topic');
    }
    expect(byMetric.QuotaUsedApiKeys?.AlarmDescription).toContain('cannot be raised');
  });
});
