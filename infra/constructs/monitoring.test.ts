import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../lambdas/routes';
import { triggers } from '../../lambdas/triggers/trigger-table';
import { signInFailedEvent } from '../../shared/log-events';
import type { MarqueStack } from '../marque-stack';
import { makeTestStack } from '../testing/test-stack';
import { alarmThresholds } from './monitoring';

interface CfnResource {
  Properties: Record<string, unknown>;
}

const alarmEmail = 'platform-alarms@marque.example';

describe('monitoring', () => {
  let stack: MarqueStack;
  let template: Template;
  let alarms: CfnResource[];

  beforeAll(() => {
    stack = makeTestStack({ context: { stage: 'prod', alarmEmail } }).stack;
    template = Template.fromStack(stack.monitoring);
    alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as CfnResource[];
  });

  const alarmOn = (metricName: string) =>
    alarms.filter((alarm) => alarm.Properties.MetricName === metricName);

  it('mails every alarm, and its recovery, to the stage alarm e-mail through one encrypted topic', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: alarmEmail,
    });
    const topic = Object.keys(template.findResources('AWS::SNS::Topic'))[0];
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topic }]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    }
  });

  it("alarms on the portal API's 5xx rate and p95 latency", () => {
    const [serverErrors] = alarmOn('5XXError');
    expect(serverErrors?.Properties).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      Statistic: 'Average',
      Threshold: alarmThresholds.serverErrorRate,
      EvaluationPeriods: 2,
      Period: 300,
    });
    const [latency] = alarmOn('Latency');
    expect(latency?.Properties).toMatchObject({
      ExtendedStatistic: 'p95',
      Threshold: alarmThresholds.latencyP95Ms,
      EvaluationPeriods: 3,
    });
  });

  it('alarms on throttles of every function of ours, in the stack and its nested stacks', () => {
    // Ours: MarqueFunction sets NODE_OPTIONS (CDK's own helper functions do not).
    const ours = (t: Template) =>
      Object.entries(
        t.findResources('AWS::Lambda::Function', {
          Properties: {
            Environment: { Variables: { NODE_OPTIONS: '--enable-source-maps' } },
          },
        }),
      ).map(([id]) => id);
    const parent = ours(Template.fromStack(stack));
    const nested = [
      ...ours(Template.fromStack(stack.productApis)),
      ...ours(Template.fromStack(stack.portalApi.functionsStack)),
    ];
    const dimensions = alarmOn('Throttles').map((alarm) =>
      JSON.stringify(alarm.Properties.Dimensions),
    );
    // The parent holds every trigger and job, and more (the seeds): never an empty match.
    expect(parent.length).toBeGreaterThan(Object.keys(triggers).length + Object.keys(jobs).length);
    expect(dimensions).toHaveLength(parent.length + nested.length);
    for (const id of parent) {
      expect(
        // Parameters of the nested stack name the function by its path, hashed apart.
        dimensions.filter((d) => d.includes(id.slice(0, -8))),
        id,
      ).toHaveLength(1);
    }
  });

  it("puts each job's failed runs in a dead-letter queue after two retries, and alarms on it", () => {
    const parent = Template.fromStack(stack);
    const queues = parent.findResources('AWS::SQS::Queue');
    expect(Object.keys(queues)).toHaveLength(Object.keys(jobs).length);
    for (const [id, queue] of Object.entries(queues) as [string, CfnResource][]) {
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
      const [fn] = Object.values(
        parent.findResources('AWS::Lambda::Function', {
          Properties: { DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [id, 'Arn'] } } },
        }),
      );
      expect(fn, `a function sends its failures to ${id}`).toBeDefined();
      const alarm = alarmOn('ApproximateNumberOfMessagesVisible').find((a) =>
        JSON.stringify(a.Properties.Dimensions).includes(id.slice(0, -8)),
      );
      expect(alarm?.Properties.Threshold).toBe(alarmThresholds.deadLetters);
    }
    parent.resourcePropertiesCountIs(
      'AWS::Lambda::EventInvokeConfig',
      { MaximumRetryAttempts: 2 },
      Object.keys(jobs).length,
    );
  });

  it('counts failed sign-ins from the sign-in trigger’s log and alarms on a spike', () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: `{ $.event = "${signInFailedEvent}" }`,
      MetricTransformations: [
        Match.objectLike({
          MetricName: 'FailedSignIns',
          MetricNamespace: 'Marque/prod',
          MetricValue: '1',
          DefaultValue: 0,
        }),
      ],
    });
    const [spike] = alarmOn('FailedSignIns');
    expect(spike?.Properties).toMatchObject({
      Threshold: alarmThresholds.failedSignIns,
      Statistic: 'Sum',
    });
  });

  it('draws one health dashboard named after the stage, and outputs its name', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', {
      DashboardName: 'marque-prod-health',
    });
    const body = JSON.stringify(
      Object.values(template.findResources('AWS::CloudWatch::Dashboard'))[0],
    );
    for (const title of [
      'Alarms',
      'Portal API calls',
      'Portal API latency (ms)',
      'Failed sign-ins',
      'Function errors',
      'DynamoDB throttled requests',
      'Jobs waiting in dead-letter queues',
    ]) {
      expect(body).toContain(`\\"title\\":\\"${title}\\"`);
    }
    Template.fromStack(stack).hasOutput('HealthDashboard', { Value: 'marque-prod-health' });
  });

  it('has no e-mail subscription when dev names no alarm e-mail, and warns', () => {
    const parent = makeTestStack().stack;
    const dev = Template.fromStack(parent.monitoring);
    dev.resourceCountIs('AWS::SNS::Subscription', 0);
    dev.resourceCountIs('AWS::SNS::Topic', 1);
    // A nested stack's annotations are reported with its parent's.
    Annotations.fromStack(parent).hasWarning(
      '*',
      Match.stringLikeRegexp('alarmEmail is not set: the alarms go off and nobody is told'),
    );
  });
});
