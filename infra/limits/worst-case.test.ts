import { describe, expect, it } from 'vitest';
import type { CfnTemplate, DeployedTemplate } from './deployed-template';
import { WorstCase } from './worst-case';

function deployed(name: string, template: CfnTemplate, parent?: DeployedTemplate['parent']) {
  const text = JSON.stringify(template, undefined, 1);
  return { name, stackName: name.replace('/', '-'), text, template, parent };
}

const parent = deployed('Marque-dev', {
  Resources: {
    table: { Type: 'AWS::DynamoDB::Table', Properties: {} },
    named: { Type: 'AWS::DynamoDB::Table', Properties: { TableName: 'marque-dev-keys' } },
    role: { Type: 'AWS::IAM::Role', Properties: {} },
    plan: { Type: 'AWS::ApiGateway::UsagePlan', Properties: {} },
    nested: {
      Type: 'AWS::CloudFormation::Stack',
      Properties: {
        Parameters: { tableArn: { 'Fn::GetAtt': ['table', 'Arn'] }, roleName: { Ref: 'role' } },
      },
    },
  },
});
const child = deployed(
  'Marque-dev/child',
  {
    Parameters: { tableArn: {}, roleName: {} },
    Resources: { fn: { Type: 'AWS::Lambda::Function', Properties: {} } },
    Outputs: { fnArn: { Value: { 'Fn::GetAtt': ['fn', 'Arn'] } } },
  },
  { name: 'Marque-dev', logicalId: 'nested' },
);
const worstCase = new WorstCase([parent, child]);

describe('values resolved at their longest', () => {
  it('takes the longest region, a 12-digit account and the aws partition', () => {
    const arn = {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':apigateway:',
          { Ref: 'AWS::Region' },
          '::/usageplans/',
          { Ref: 'plan' },
        ],
      ],
    };
    expect(worstCase.resolve('Marque-dev', arn)).toBe(
      'arn:aws:apigateway:ap-southeast-4::/usageplans/iiiiiiiiii',
    );
    expect(
      worstCase.resolve('Marque-dev', {
        'Fn::Sub': 'arn:${AWS::Partition}:x:${AWS::Region}:${AWS::AccountId}:${plan}',
      }),
    ).toBe('arn:aws:x:ap-southeast-4:123456789012:iiiiiiiiii');
  });

  it("uses a resource's own name, else the name CloudFormation generates, cut to the service's maximum", () => {
    expect(worstCase.resolve('Marque-dev', { 'Fn::GetAtt': ['named', 'Arn'] })).toBe(
      'arn:aws:dynamodb:ap-southeast-4:123456789012:table/marque-dev-keys',
    );
    expect(worstCase.resolve('Marque-dev', { 'Fn::GetAtt': ['table', 'Arn'] })).toBe(
      'arn:aws:dynamodb:ap-southeast-4:123456789012:table/Marque-dev-table-RRRRRRRRRRRRR',
    );
    const roleName = worstCase.resolve('Marque-dev/child', { Ref: 'roleName' }) as string;
    expect(roleName).toBe('Marque-dev-role-RRRRRRRRRRRRR');
    const longStack = new WorstCase([{ ...parent, stackName: 'S'.repeat(100) }]);
    expect((longStack.resolve('Marque-dev', { Ref: 'role' }) as string).length).toBe(64);
  });

  it("follows a nested stack's parameter to its parent, and a parent's Outputs.X into it", () => {
    expect(worstCase.resolve('Marque-dev/child', { Ref: 'tableArn' })).toBe(
      worstCase.resolve('Marque-dev', { 'Fn::GetAtt': ['table', 'Arn'] }),
    );
    expect(worstCase.identity('Marque-dev/child', { Ref: 'roleName' })).toBe('Marque-dev/role');
    expect(worstCase.resolve('Marque-dev', { 'Fn::GetAtt': ['nested', 'Outputs.fnArn'] })).toMatch(
      /^arn:aws:lambda:ap-southeast-4:123456789012:function:Marque-dev-child-fn-R{13}$/,
    );
  });

  it('counts a policy as IAM does, without white space', () => {
    const document = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: 'x:Y', Resource: '*' }],
    };
    expect(worstCase.policyChars('Marque-dev', document)).toBe(JSON.stringify(document).length);
    expect(JSON.stringify(document, undefined, 2).length).toBeGreaterThan(
      JSON.stringify(document).length,
    );
  });

  it('drops AWS::NoValue and takes the longer branch of Fn::If', () => {
    expect(
      worstCase.resolve('Marque-dev', {
        a: { Ref: 'AWS::NoValue' },
        b: { 'Fn::If': ['c', 'short', 'much longer'] },
      }),
    ).toEqual({ b: 'much longer' });
  });

  it('refuses a reference the template does not define', () => {
    expect(() => worstCase.resolve('Marque-dev', { Ref: 'missing' })).toThrow(/Ref to missing/);
  });
});
