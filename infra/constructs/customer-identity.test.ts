import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tables } from '../../lambdas/data/tables';
import type { DeploymentStage } from '../../shared/plans';
import {
  actionsOf,
  expectNoDependencyCycle,
  functionByDescription,
  resourceText,
  statementsOfFunction,
} from '../testing/stack-assertions';
import { CustomerIdentity } from './customer-identity';
import { Data } from './data';
import { Mail } from './mail';
import { testApp } from '../testing/test-app';

const triggerDescription = 'Marque customer pool trigger: define, create and verify auth challenge';

function synth(stage: DeploymentStage = 'dev'): Template {
  const app = testApp({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'CustomerIdentityTest', {
    env: { account: '123456789012', region: 'eu-west-1' },
  });
  const { tables: made } = new Data(stack, 'data', { stage });
  const mail = new Mail(stack, 'mail', { identityState: 'verified' });
  new CustomerIdentity(stack, 'customer-identity', {
    stage,
    deployment: stack.stackName,
    tables: made,
    mail,
  });
  return Template.fromStack(stack);
}

describe('CustomerIdentity', () => {
  const template = synth();

  it('makes a customer pool: user name = customer id, accounts made by the backend only', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolName: 'marque-customers-dev',
      UsernameAttributes: Match.absent(),
      AliasAttributes: Match.absent(),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      MfaConfiguration: 'OFF',
      SmsConfiguration: Match.absent(),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
      DeletionProtection: 'INACTIVE',
    });
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0] as {
      Properties: { Schema: { Name: string; Required: boolean }[] };
    };
    expect(pool.Properties.Schema.map((a) => a.Name).sort()).toEqual([
      'email',
      'family_name',
      'given_name',
      'phone_number',
    ]);
  });

  it('keeps the prod pool and protects it from deletion', () => {
    synth('prod').hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('has one public app client signing in by custom auth and refresh only, 60-minute tokens', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    const client = Object.values(template.findResources('AWS::Cognito::UserPoolClient'))[0] as {
      Properties: Record<string, unknown>;
    };
    expect((client.Properties.ExplicitAuthFlows as string[]).sort()).toEqual([
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    expect(client.Properties).toMatchObject({
      GenerateSecret: false,
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes' },
      PreventUserExistenceErrors: 'ENABLED',
      AllowedOAuthFlowsUserPoolClient: false,
    });
  });

  it('wires define, create and verify auth challenge to one function, and no other trigger', () => {
    const { id } = functionByDescription(template, triggerDescription);
    template.resourceCountIs('AWS::Lambda::Function', 1);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        DefineAuthChallenge: { 'Fn::GetAtt': [id, 'Arn'] },
        CreateAuthChallenge: { 'Fn::GetAtt': [id, 'Arn'] },
        VerifyAuthChallengeResponse: { 'Fn::GetAtt': [id, 'Arn'] },
      },
    });
    // Cognito may call it for each of the three, from this pool only.
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission'));
    expect(permissions).toHaveLength(3);
    for (const permission of permissions) {
      expect(permission.Properties).toMatchObject({
        Principal: 'cognito-idp.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [id, 'Arn'] },
        SourceArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] },
      });
    }
  });

  it("gives the trigger the customers table only, and not the pool's ids (cycle)", () => {
    const { properties } = functionByDescription(template, triggerDescription);
    const variables = (properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).filter((name) => name.startsWith('TABLE_'))).toEqual([
      tables.customers.envVar,
    ]);
    expect(variables).not.toHaveProperty('CUSTOMER_POOL_ID');
    expect(variables).not.toHaveProperty('CUSTOMER_POOL_CLIENT_ID');
    const dynamo = statementsOfFunction(template, triggerDescription).filter((s) =>
      actionsOf([s]).some((action) => action.startsWith('dynamodb:')),
    );
    const resources = dynamo.flatMap((s) => [s.Resource].flat()).map(resourceText);
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) expect(resource).toMatch(/datatablecustomers/);
    expect(
      actionsOf(statementsOfFunction(template, triggerDescription)).filter(
        (action) => !/^(dynamodb|logs|xray):/.test(action),
      ),
    ).toEqual([]);
  });

  it('has no dependency cycle between the pool and its trigger', () => {
    expectNoDependencyCycle(template);
  });
});
