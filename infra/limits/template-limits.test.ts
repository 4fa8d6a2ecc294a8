import { describe, expect, it } from 'vitest';
import { awsLimits } from './aws-limits';
import type { CfnResource, CfnTemplate, DeployedTemplate } from './deployed-template';
import { breaches, breachMessage, measureDeployment } from './template-limits';

function deployed(name: string, template: CfnTemplate, parent?: DeployedTemplate['parent']) {
  const text = JSON.stringify(template);
  return { name, stackName: name.replace('/', '-'), text, template, parent };
}

/** A policy of `arns` usage plan ARNs built the way CDK writes them (region left to deploy). */
function planPolicy(arns: number, roles: unknown[]): CfnResource {
  const arn = (i: number) => ({
    'Fn::Join': [
      '',
      [
        'arn:',
        { Ref: 'AWS::Partition' },
        ':apigateway:',
        { Ref: 'AWS::Region' },
        `::/usageplans/`,
        { Ref: `plan${i}` },
      ],
    ],
  });
  return {
    Type: 'AWS::IAM::ManagedPolicy',
    Properties: {
      Roles: roles,
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Action: 'apigateway:PATCH',
            Resource: Array.from({ length: arns }, (_, i) => arn(i)),
          },
        ],
      },
    },
  };
}

const plans = (n: number) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [`plan${i}`, { Type: 'AWS::ApiGateway::UsagePlan' }]),
  );

describe('template limits', () => {
  it('passes a small deployment', () => {
    const figures = measureDeployment([
      deployed('Marque-dev', { Resources: { role: { Type: 'AWS::IAM::Role' } } }),
    ]);
    expect(breaches(figures)).toEqual([]);
    expect(figures.templates[0]).toMatchObject({ resources: { value: 1 }, outputs: { value: 0 } });
  });

  it('fails a template over the bytes headroom, naming the template, figure and heaviest type', () => {
    const big = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [
        `topic${i}`,
        { Type: 'AWS::SNS::Topic', Properties: { DisplayName: 'x'.repeat(2_100) } },
      ]),
    );
    const [breach, ...rest] = breaches(
      measureDeployment([deployed('Marque-dev/big', { Resources: big })]),
    );
    expect(rest).toEqual([]);
    expect(breach).toMatchObject({
      template: 'Marque-dev/big',
      limit: 'templateBytes',
      hard: false,
    });
    expect(breachMessage(breach!)).toMatch(
      /^Marque-dev\/big: template bytes 8\d\d,\d{3} > 800,000 \(project limit; AWS: 1,000,000\); worst: 400 × AWS::SNS::Topic \(/,
    );
  });

  it('fails over 450 resources (project) and says when AWS would refuse it (500)', () => {
    const many = (n: number) => deployed('Marque-dev', { Resources: plans(n) });
    expect(breaches(measureDeployment([many(450)]))).toEqual([]);
    const [over] = breaches(measureDeployment([many(451)]));
    expect(over).toMatchObject({ limit: 'resources', hard: false, figure: { value: 451 } });
    const [refused] = breaches(measureDeployment([many(501)]));
    expect(breachMessage(refused!)).toContain(
      'resources 501 > 450 (project limit; AWS: 500, CloudFormation refuses it); worst: AWS::ApiGateway::UsagePlan (501 of them)',
    );
  });

  it('counts outputs and parameters against 200', () => {
    const entries = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`o${i}`, { Value: 'v', Default: 'v' }]),
      );
    const template = { Resources: {}, Outputs: entries(201), Parameters: entries(200) };
    const found = breaches(measureDeployment([deployed('Marque-dev', template)]));
    expect(found.map((b) => [b.limit, b.figure.value])).toEqual([['outputs', 201]]);
  });

  it('sizes a managed policy as it resolves in the longest region: 105 plan ARNs fit in 9-letter regions, not in 14', () => {
    const template = { Resources: { ...plans(105), policy: planPolicy(105, []) } };
    const at = (region: string) =>
      measureDeployment([deployed('Marque-dev', template)], {
        region,
        account: '123456789012',
        partition: 'aws',
      });
    const short = at('us-east-1');
    const long = at('ap-southeast-4');
    expect(short.templates[0]!.managedPolicyChars!.value).toBeLessThanOrEqual(
      awsLimits.managedPolicyChars,
    );
    expect(
      long.templates[0]!.managedPolicyChars!.value - short.templates[0]!.managedPolicyChars!.value,
    ).toBe(105 * 5);
    const [breach] = breaches(long);
    expect(breachMessage(breach!)).toMatch(
      /^Marque-dev: managed policy characters 6,\d{3} > 6,144 \(AWS limit, IAM refuses it\); worst: policy in ap-southeast-4 \(1 of 1 over 6,144\)$/,
    );
  });

  it("sums a role's inline policies across templates and counts its managed policies", () => {
    const statement = {
      Effect: 'Allow',
      Action: 's3:GetObject',
      Resource: `arn:aws:s3:::${'b'.repeat(4_000)}/*`,
    };
    const parent = deployed('Marque-dev', {
      Resources: {
        role: {
          Type: 'AWS::IAM::Role',
          Properties: {
            ManagedPolicyArns: ['arn:aws:iam::aws:policy/a', 'arn:aws:iam::aws:policy/b'],
            Policies: [{ PolicyName: 'own', PolicyDocument: { Statement: [statement] } }],
          },
        },
        nested: {
          Type: 'AWS::CloudFormation::Stack',
          Properties: { Parameters: { roleName: { Ref: 'role' } } },
        },
      },
    });
    const roleRef = [{ Ref: 'roleName' }];
    const child = deployed(
      'Marque-dev/child',
      {
        Parameters: { roleName: {} },
        Resources: {
          p1: {
            Type: 'AWS::IAM::Policy',
            Properties: { Roles: roleRef, PolicyDocument: { Statement: [statement] } },
          },
          p2: {
            Type: 'AWS::IAM::Policy',
            Properties: { Roles: roleRef, PolicyDocument: { Statement: [statement] } },
          },
          ...Object.fromEntries(
            Array.from({ length: 9 }, (_, i) => [`m${i}`, { ...planPolicy(1, roleRef) }]),
          ),
          ...plans(1),
        },
      },
      { name: 'Marque-dev', logicalId: 'nested' },
    );
    const found = breaches(measureDeployment([parent, child]));
    expect(found.map((b) => [b.template, b.limit, b.figure.value > 0])).toEqual([
      ['Marque-dev', 'inlinePolicyCharsPerRole', true],
      ['Marque-dev', 'managedPoliciesPerRole', true],
    ]);
    expect(found[1]!.figure.value).toBe(11);
    expect(breachMessage(found[0]!)).toMatch(
      /^Marque-dev: inline policy characters per role \d{1,2},\d{3} > 10,240 \(AWS limit, .*\); worst: Marque-dev\/role, largest /,
    );
  });
});
