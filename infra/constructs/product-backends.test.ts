import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { tables } from '../../lambdas/data/tables';
import { productBackends } from '../../lambdas/routes';
import {
  actionsOf,
  functionByDescription,
  resourceText,
  statementsOfFunction,
} from '../testing/stack-assertions';
import { CustomerIdentity } from './customer-identity';
import { Data } from './data';
import { Mail } from './mail';
import { customerPoolActions, ProductBackends } from './product-backends';
import { testApp } from '../testing/test-app';

const backend = productBackends.customerIdentity;

function synth(services: readonly string[] = [backend.service]) {
  const app = testApp({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'ProductBackendsTest', {
    env: { account: '123456789012', region: 'eu-west-1' },
  });
  const access = {
    stage: 'dev' as const,
    deployment: stack.stackName,
    tables: new Data(stack, 'data', { stage: 'dev' }).tables,
    mail: new Mail(stack, 'mail', { identityState: 'verified' }),
  };
  const customers = new CustomerIdentity(stack, 'customer-identity', access);
  const backends = new ProductBackends(stack, 'product-backends', {
    ...access,
    services,
    customerPool: {
      userPool: customers.userPool,
      clientId: customers.client.userPoolClientId,
    },
  });
  const template = Template.fromStack(stack);
  const logicalId = (type: string) => Object.keys(template.findResources(type))[0];
  return { app, template, backends, logicalId };
}

describe('ProductBackends', () => {
  const { app, template, backends, logicalId } = synth();
  const poolId = logicalId('AWS::Cognito::UserPool');
  const statements = statementsOfFunction(template, backend.description);

  it("builds the customer identity backend for its service's API", () => {
    expect(Object.keys(backends.byService)).toEqual(['customer-authentication']);
    functionByDescription(template, backend.description);
  });

  it('builds no backend for a service the catalogue does not have', () => {
    expect(synth(['vehicle-status']).backends.byService).toEqual({});
  });

  it("gets the customer pool's ids and its own table only", () => {
    const { properties } = functionByDescription(template, backend.description);
    const variables = (properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables.CUSTOMER_POOL_ID).toEqual({ Ref: poolId });
    expect(variables.CUSTOMER_POOL_CLIENT_ID).toEqual({
      Ref: logicalId('AWS::Cognito::UserPoolClient'),
    });
    expect(Object.keys(variables).filter((name) => name.startsWith('TABLE_'))).toEqual([
      tables.customers.envVar,
    ]);
    // Not the portal's pool, no mail sender.
    expect(variables).not.toHaveProperty('USER_POOL_ID');
    expect(variables).not.toHaveProperty('MAIL_FROM');
  });

  it('reads and writes the customers table and no other', () => {
    const resources = statements
      .filter((s) => actionsOf([s]).some((action) => action.startsWith('dynamodb:')))
      .flatMap((s) => [s.Resource].flat())
      .map(resourceText);
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) expect(resource).toMatch(/datatablecustomers/);
  });

  it('may register and sign customers in on the customer pool only', () => {
    const cognito = statements.filter((s) =>
      actionsOf([s]).some((action) => action.startsWith('cognito-idp:')),
    );
    expect(cognito).toEqual([
      {
        Effect: 'Allow',
        Action: [...customerPoolActions],
        Resource: { 'Fn::GetAtt': [poolId, 'Arn'] },
      },
    ]);
    expect([...customerPoolActions].sort()).toEqual([
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminRespondToAuthChallenge',
    ]);
  });

  it('may text phone numbers but publish to no topic or endpoint', () => {
    const sns = statements.filter((s) =>
      actionsOf([s]).some((action) => action.startsWith('sns:')),
    );
    expect(sns.map((s) => ({ ...s, Resource: resourceText(s.Resource) }))).toEqual([
      { Effect: 'Allow', Action: 'sns:Publish', Resource: '*' },
      { Effect: 'Deny', Action: 'sns:Publish', Resource: 'arn:<Partition>:sns:*:*:*' },
    ]);
  });

  it('may do nothing else', () => {
    const other = actionsOf(statements).filter(
      (action) => !/^(dynamodb|cognito-idp|sns|logs|xray):/.test(action),
    );
    expect(other).toEqual([]);
  });

  it('passes cdk-nag with every finding acknowledged', () => {
    const errors = new AwsSolutionsChecks(app)
      .validateScope(app)
      .violations.filter((v) => v.severity === 'error')
      .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join()}`);
    expect(errors).toEqual([]);
  });
});
