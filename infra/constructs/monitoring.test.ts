import { productApisTemplate } from '../testing/product-apis-template';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../lambdas/routes';
import { tables } from '../../lambdas/data/tables';
import { triggers } from '../../lambdas/triggers/trigger-table';
import { signInFailedEvent } from '../../shared/log-events';
import { productStages } from '../../shared/plans';
import type { CatalogueSource } from '../catalogue/catalogue-source';
import type { MarqueStack } from '../marque-stack';
import { deployableSettings, fixtureCatalogue, makeTestStack } from '../testing/test-stack';
import { sharedTestStack } from '../testing/shared-test-stack';
import { edgeAlarmTopicName } from './alarm-topic';
import { alarmThresholds } from './monitoring';
import { metricsPerAlarm } from './monitoring-metrics';

interface CfnResource {
  Properties: Record<string, unknown>;
}

interface MetricQuery {
  Id: string;
  Expression?: unknown;
  ReturnData?: boolean;
  MetricStat?: {
    Metric: {
      MetricName: string;
      Namespace: string;
      Dimensions?: { Name: string; Value: unknown }[];
    };
    Stat: string;
    Period: number;
  };
}

/** The alarm's metric queries (an alarm on a math expression or a Metrics Insights query). */
const queriesOf = (alarm: CfnResource) => (alarm.Properties.Metrics ?? []) as MetricQuery[];

/** A token as text: `<Ref X>`, `<GetAtt X.Y>`. */
function tokenText(token: unknown): string {
  const ref = (token as { Ref?: string }).Ref;
  if (ref) return `<Ref ${ref}>`;
  const getAtt = (token as { 'Fn::GetAtt'?: string[] })['Fn::GetAtt'];
  if (getAtt) return `<GetAtt ${getAtt.join('.')}>`;
  return `<${JSON.stringify(token)}>`;
}

/** An Fn::Join'd string with each token as text (to read a query or a custom resource's call). */
function joined(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (!join) return tokenText(value);
  return join[1].map((part) => (typeof part === 'string' ? part : tokenText(part))).join(join[0]);
}

/** The same catalogue with `copies` times the services (slugs suffixed), to grow it. */
function grown(copies: number): CatalogueSource {
  return {
    categories: fixtureCatalogue.categories.map((category) => ({
      ...category,
      services: Array.from({ length: copies }, (_, i) =>
        category.services.map((s) => ({
          ...s,
          service: `${s.service}-${i}`,
          apiName: `${s.apiName}-${i}`,
          customPath: `${s.customPath}-${i}`,
        })),
      ).flat(),
    })),
  };
}

/** The prod test stack's (makeTestStack gives prod one). */
const alarmEmail = deployableSettings.alarmEmail;

describe('monitoring', () => {
  let stack: MarqueStack;
  let template: Template;
  let parentTemplate: Template;
  let productTemplate: Template;
  let functionsTemplate: Template;
  let alarms: CfnResource[];

  beforeAll(() => {
    stack = sharedTestStack({ context: { stage: 'prod' } }).stack;
    template = Template.fromStack(stack.monitoring);
    parentTemplate = Template.fromStack(stack);
    productTemplate = productApisTemplate(stack.productApis);
    functionsTemplate = Template.fromStack(stack.portalApi.functionsStack);
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
    const parent = ours(parentTemplate);
    const nested = [...ours(productTemplate), ...ours(functionsTemplate)];
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
    const parent = parentTemplate;
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
      'DynamoDB throttle events',
      'DynamoDB system errors (account, by table)',
      'Jobs waiting in dead-letter queues',
      'Product API calls (every service, both stages)',
      'Product API 5xx rate',
      'Site 5xx rate (CloudFront, %)',
      'Mail reputation (SES, account)',
      'Requests blocked by the firewalls',
    ]) {
      expect(body).toContain(`\\"title\\":\\"${title}\\"`);
    }
    parentTemplate.hasOutput('HealthDashboard', { Value: 'marque-prod-health' });
  });

  it('has no e-mail subscription when dev names no alarm e-mail, and warns', () => {
    const parent = sharedTestStack().stack;
    const dev = Template.fromStack(parent.monitoring);
    dev.resourceCountIs('AWS::SNS::Subscription', 0);
    dev.resourceCountIs('AWS::SNS::Topic', 1);
    // A nested stack's annotations are reported with its parent's.
    Annotations.fromStack(parent).hasWarning(
      '*',
      Match.stringLikeRegexp('alarmEmail is not set: the alarms go off and nobody is told'),
    );
  });
  it('alarms on the errors of every function it throttle-watches, at most 10 to an alarm', () => {
    const throttled = alarmOn('Throttles').map((a) => JSON.stringify(a.Properties.Dimensions));
    const groups = alarms.filter((a) =>
      queriesOf(a).some((q) => q.MetricStat?.Metric.MetricName === 'Errors'),
    );
    // CloudWatch refuses a math alarm on more than 10 metrics; no more alarms than that needs.
    expect(groups).toHaveLength(Math.ceil(throttled.length / metricsPerAlarm));
    const watched: string[] = [];
    for (const group of groups) {
      const stats = queriesOf(group).filter((q) => q.MetricStat);
      expect(stats.length).toBeLessThanOrEqual(metricsPerAlarm);
      const [expression] = queriesOf(group).filter((q) => q.ReturnData);
      expect(expression?.Expression).toBe(`SUM([${stats.map((q) => q.Id).join(',')}])`);
      for (const { MetricStat } of stats) {
        expect(MetricStat).toMatchObject({
          Metric: { Namespace: 'AWS/Lambda', MetricName: 'Errors' },
          Stat: 'Sum',
          Period: 300,
        });
        watched.push(JSON.stringify(MetricStat!.Metric.Dimensions));
      }
      expect(group.Properties).toMatchObject({
        Threshold: alarmThresholds.functionErrors,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
      });
    }
    expect(watched.sort()).toEqual([...throttled].sort());
  });

  it("alarms on every table's read and write throttles, and on its system errors", () => {
    const tableIds = Object.keys(tables);
    const throttleAlarms = alarms.filter((a) =>
      queriesOf(a).some((q) => q.MetricStat?.Metric.MetricName === 'ReadThrottleEvents'),
    );
    const throttled: Record<string, string[]> = {};
    for (const alarm of throttleAlarms) {
      const stats = queriesOf(alarm).filter((q) => q.MetricStat);
      expect(stats.length).toBeLessThanOrEqual(metricsPerAlarm);
      expect(alarm.Properties.Threshold).toBe(alarmThresholds.dynamoThrottleEvents);
      for (const { MetricStat } of stats) {
        expect(MetricStat?.Metric.Namespace).toBe('AWS/DynamoDB');
        const table = JSON.stringify(MetricStat?.Metric.Dimensions);
        (throttled[table] ??= []).push(MetricStat!.Metric.MetricName);
      }
    }
    expect(Object.keys(throttled)).toHaveLength(tableIds.length);
    for (const metrics of Object.values(throttled)) {
      expect(metrics.sort()).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    }

    const systemErrors = alarms.filter((a) =>
      queriesOf(a).some((q) => joined(q.Expression).includes('SUM(SystemErrors)')),
    );
    expect(systemErrors).toHaveLength(tableIds.length);
    const queried = systemErrors.map((alarm) => {
      const [query] = queriesOf(alarm);
      expect(alarm.Properties.Threshold).toBe(alarmThresholds.dynamoSystemErrors);
      expect(query?.ReturnData).toBe(true);
      const text = joined(query?.Expression);
      expect(text).toMatch(
        /^SELECT SUM\(SystemErrors\) FROM SCHEMA\("AWS\/DynamoDB", TableName, Operation\) WHERE TableName = '<Ref \w+>'$/,
      );
      return text.slice(text.indexOf('<'));
    });
    // One query per table, and each table also the one a throttle alarm names.
    expect(new Set(queried).size).toBe(tableIds.length);
    for (const table of Object.keys(throttled)) {
      const ref = tokenText((JSON.parse(table) as { Value: unknown }[])[0]?.Value);
      expect(queried).toContain(`${ref}'`);
    }
  });

  it("alarms on the product APIs' 5xx rate from the access logs every product stage writes", () => {
    for (const [metricName, pattern] of [
      ['ProductApiCalls', '{ $.status = "*" }'],
      ['ProductApiServerErrors', '{ $.status = "5*" }'],
    ] as const) {
      template.resourcePropertiesCountIs(
        'AWS::Logs::MetricFilter',
        {
          FilterPattern: pattern,
          MetricTransformations: [
            {
              MetricName: metricName,
              MetricNamespace: 'Marque/prod',
              MetricValue: '1',
              DefaultValue: 0,
            },
          ],
        },
        productStages.length,
      );
    }
    const [rate] = alarms.filter((a) =>
      queriesOf(a).some((q) => q.MetricStat?.Metric.MetricName === 'ProductApiServerErrors'),
    );
    expect(rate?.Properties).toMatchObject({
      Threshold: alarmThresholds.productApiServerErrorRate,
      EvaluationPeriods: 2,
    });
    const queries = queriesOf(rate!);
    expect(queries.find((q) => q.ReturnData)?.Expression).toBe('IF(calls > 0, errors / calls, 0)');
    expect(queries.find((q) => q.Id === 'calls')?.MetricStat?.Metric.MetricName).toBe(
      'ProductApiCalls',
    );

    // The filters read the log groups the product stages write their access logs to.
    const parent = parentTemplate.toJSON() as {
      Resources: Record<string, { Properties: { Parameters?: Record<string, unknown> } }>;
    };
    const product = productTemplate;
    const outputs = product.toJSON().Outputs as Record<string, { Value: { Ref: string } }>;
    const monitoringParameters = Object.entries(parent.Resources).find(
      ([id, r]) => id.startsWith('monitoring') && r.Properties.Parameters,
    )?.[1].Properties.Parameters;
    const filtered = Object.values(template.findResources('AWS::Logs::MetricFilter'))
      .map((f) => (f as CfnResource).Properties)
      .filter((f) => String(f.FilterPattern).includes('$.status'))
      .map((f) => {
        const parameter = (f.LogGroupName as { Ref: string }).Ref;
        const value = monitoringParameters?.[parameter] as { 'Fn::GetAtt': [string, string] };
        const output = value['Fn::GetAtt'][1].replace(/^Outputs\./, '');
        return outputs[output]!.Value.Ref;
      });
    // The log group a stage writes to: the one its destination ARN refers to (GetAtt or Ref).
    const written = Object.values(product.findResources('AWS::ApiGateway::Stage')).map((stage) => {
      const destination = (
        stage as { Properties: { AccessLogSetting: { DestinationArn: unknown } } }
      ).Properties.AccessLogSetting.DestinationArn;
      return /"(?:Ref|Fn::GetAtt)":\[?"(\w+)"/.exec(JSON.stringify(destination))?.[1];
    });
    expect(new Set(written).size).toBe(productStages.length);
    expect([...new Set(filtered)].sort()).toEqual([...new Set(written)].sort());
  });

  it('keeps as many alarms and metric filters for a catalogue three times larger', () => {
    const count = (catalogue: CatalogueSource) => {
      const grownStack = makeTestStack({ context: { stage: 'prod' }, catalogue }).stack;
      const t = Template.fromStack(grownStack.monitoring);
      return {
        apis: Object.keys(
          productApisTemplate(grownStack.productApis).findResources('AWS::ApiGateway::RestApi'),
        ).length,
        alarms: Object.keys(t.findResources('AWS::CloudWatch::Alarm')).length,
        filters: Object.keys(t.findResources('AWS::Logs::MetricFilter')).length,
      };
    };
    const small = count(grown(1));
    const large = count(grown(3));
    expect(large.apis).toBe(3 * small.apis);
    expect({ ...large, apis: 0 }).toEqual({ ...small, apis: 0 });
  });

  it("puts the site distribution's 5xx alarm into us-east-1, to the edge stack's topic", () => {
    const [call] = Object.values(template.findResources('Custom::AWS')) as CfnResource[];
    const create = joined(call?.Properties.Create);
    expect(joined(call?.Properties.Update)).toBe(create);
    const distribution = '<the distribution>';
    const parsed = JSON.parse(
      create.replace(/<Ref referenceto\w*sitedistribution\w*>/, distribution),
    ) as { service: string; action: string; region: string; parameters: Record<string, unknown> };
    expect(parsed).toMatchObject({
      service: 'CloudWatch',
      action: 'putMetricAlarm',
      region: 'us-east-1',
      parameters: {
        AlarmName: 'marque-prod-site-5xx',
        Namespace: 'AWS/CloudFront',
        MetricName: '5xxErrorRate',
        Dimensions: [
          { Name: 'DistributionId', Value: distribution },
          { Name: 'Region', Value: 'Global' },
        ],
        Statistic: 'Average',
        Period: 300,
        EvaluationPeriods: 2,
        Threshold: alarmThresholds.siteServerErrorRatePercent,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      },
    });
    const topic = `arn:aws:sns:us-east-1:123456789012:${edgeAlarmTopicName('prod')}`;
    expect(parsed.parameters.AlarmActions).toEqual([topic]);
    expect(parsed.parameters.OKActions).toEqual([topic]);
    const remove = JSON.parse(joined(call?.Properties.Delete)) as Record<string, unknown>;
    expect(remove).toMatchObject({
      action: 'deleteAlarms',
      region: 'us-east-1',
      parameters: { AlarmNames: ['marque-prod-site-5xx'] },
    });
    // Its function may put and delete that one alarm, nothing else.
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Action: ['cloudwatch:DeleteAlarms', 'cloudwatch:PutMetricAlarm'],
            Effect: 'Allow',
            Resource: 'arn:aws:cloudwatch:us-east-1:123456789012:alarm:marque-prod-site-5xx',
          },
        ],
      },
    });
    // The distribution handed to the nested stack is the site's.
    const parameters = JSON.stringify(parentTemplate.toJSON());
    expect(parameters).toMatch(
      /"referenceto[^"]*sitedistribution[^"]*Ref":\{"Ref":"sitedistribution[0-9A-F]{8}"\}/,
    );
  });

  it('alarms on SES bounce and complaint rates below the rates at which AWS reviews the account', () => {
    expect(alarmThresholds.sesBounceRate).toBeLessThan(0.05);
    expect(alarmThresholds.sesComplaintRate).toBeLessThan(0.001);
    for (const [metricName, threshold] of [
      ['Reputation.BounceRate', alarmThresholds.sesBounceRate],
      ['Reputation.ComplaintRate', alarmThresholds.sesComplaintRate],
    ] as const) {
      const found = alarms.filter((a) =>
        queriesOf(a).some((q) => q.MetricStat?.Metric.MetricName === metricName),
      );
      expect(found, metricName).toHaveLength(1);
      expect(found[0]?.Properties.Threshold).toBe(threshold);
      expect(queriesOf(found[0]!)[0]?.MetricStat).toMatchObject({
        Metric: { Namespace: 'AWS/SES' },
        Stat: 'Maximum',
        Period: 3600,
      });
    }
  });

  it("alarms on a spike of requests the portal API's web ACL blocks", () => {
    const parent = parentTemplate;
    const [acl] = Object.values(
      parent.findResources('AWS::WAFv2::WebACL', { Properties: { Scope: 'REGIONAL' } }),
    ) as CfnResource[];
    const name = acl?.Properties.Name;
    expect((acl?.Properties.VisibilityConfig as { MetricName: string }).MetricName).toBe(name);
    const [blocks] = alarms.filter((a) =>
      queriesOf(a).some((q) => q.MetricStat?.Metric.MetricName === 'BlockedRequests'),
    );
    expect(blocks?.Properties.Threshold).toBe(alarmThresholds.firewallBlocks);
    expect(queriesOf(blocks!)[0]?.MetricStat).toMatchObject({
      Metric: {
        Namespace: 'AWS/WAFV2',
        Dimensions: [
          { Name: 'Region', Value: 'eu-west-1' },
          { Name: 'Rule', Value: 'ALL' },
          { Name: 'WebACL', Value: name },
        ],
      },
      Stat: 'Sum',
      Period: 300,
    });
  });

  it('traces every API Gateway stage with X-Ray: the portal API and each product API', () => {
    parentTemplate.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      TracingEnabled: true,
    });
    const product = productTemplate;
    const services = fixtureCatalogue.categories.flatMap((c) => c.services);
    const stages = Object.values(product.findResources('AWS::ApiGateway::Stage')) as CfnResource[];
    expect(stages).toHaveLength(services.length * productStages.length);
    for (const stage of stages) expect(stage.Properties.TracingEnabled).toBe(true);
  });
});
