import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tables } from '../../lambdas/data/tables';
import { type TriggerDef, type TriggerId, triggers } from '../../lambdas/triggers/trigger-table';
import type { DeploymentStage } from '../../shared/plans';
import {
  actionsByResource,
  actionsOf,
  expectNoDependencyCycle,
  functionByDescription,
  statementsOfFunction,
} from '../testing/stack-assertions';
import { Data } from './data';
import { cognitoAdminActions } from './function-access';
import { Identity } from './identity';
import { Mail } from './mail';
import { testApp } from '../testing/test-app';

interface SynthOptions {
  stage?: DeploymentStage;
  fromAddress?: string;
  triggers?: Record<TriggerId, TriggerDef>;
}

function synth(options: SynthOptions = {}): Template {
  const app = testApp({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'IdentityTest', {
    env: { account: '123456789012', region: 'eu-west-1' },
  });
  const stage = options.stage ?? 'dev';
  const { tables: made } = new Data(stack, 'data', { stage });
  const mail = new Mail(stack, 'mail', {
    fromAddress: options.fromAddress,
    identityState: 'verified',
  });
  new Identity(stack, 'identity', {
    stage,
    deployment: stack.stackName,
    tables: made,
    mail,
    siteUrl: 'https://developer.example.com',
    triggers: options.triggers,
  });
  return Template.fromStack(stack);
}

const triggerEntries = Object.entries(triggers) as [TriggerId, TriggerDef][];
const description = (id: string) => `Marque Cognito trigger ${id}`;

describe('Identity', () => {
  const template = synth({ fromAddress: 'no-reply@example.com' });

  it('makes a user pool signing in by e-mail, accounts made by the portal only', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AccountRecoverySetting: {
        RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }],
      },
      DeletionProtection: 'INACTIVE',
    });
  });

  it('asks for 8+ characters of all four classes', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('has the groups admin and common-user', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolGroup', 2);
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'common-user' });
  });

  it('gives the site a public client signing in only through the custom challenge', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    const client = Object.values(template.findResources('AWS::Cognito::UserPoolClient'))[0] as {
      Properties: { ExplicitAuthFlows: string[] };
    };
    expect(client.Properties.ExplicitAuthFlows.sort()).toEqual([
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      SupportedIdentityProviders: ['COGNITO'],
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
  });

  it('issues ID and access tokens valid 1 hour, refresh tokens 30 days', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('wires one function to the pool for each trigger of the trigger table', () => {
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0] as {
      Properties: { LambdaConfig: Record<string, unknown> };
    };
    const config = pool.Properties.LambdaConfig;
    // CloudFormation's LambdaConfig keys are the trigger ids, capitalised (V1 pre token event).
    const keys = triggerEntries.map(([id]) => id.charAt(0).toUpperCase() + id.slice(1));
    expect(Object.keys(config).sort()).toEqual(keys.sort());
    for (const [id] of triggerEntries) {
      const key = id.charAt(0).toUpperCase() + id.slice(1);
      const fn = functionByDescription(template, description(id));
      expect(config[key], key).toEqual({ 'Fn::GetAtt': [fn.id, 'Arn'] });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [fn.id, 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
      });
    }
  });

  it.each(triggerEntries)('trigger %s: its stage, tables and mail, and nothing more', (id, def) => {
    const fn = functionByDescription(template, description(id));
    const env = (fn.properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.MARQUE_STAGE).toBe('dev');
    for (const [tableId, table] of Object.entries(tables)) {
      const own = (def.tables as readonly string[]).includes(tableId);
      expect(env[table.envVar] !== undefined, `${table.envVar}`).toBe(own);
    }
    expect(env.MAIL_FROM).toBe(def.mail ? 'no-reply@example.com' : undefined);
    expect(env.USER_POOL_ID).toBeUndefined();

    const actions = actionsOf(statementsOfFunction(template, description(id)));
    expect(actions.includes('dynamodb:PutItem')).toBe(def.tables.length > 0);
    expect(actions.includes('ses:SendEmail')).toBe(def.mail === true);
    expect(actions.some((a) => a.startsWith('cognito-idp:'))).toBe(def.cognito === true);
    expect(fn.properties.Timeout).toBe(5);
  });

  it('lets a trigger that calls the admin API reach the pool without a dependency cycle', () => {
    const withAdmin = synth({
      triggers: {
        ...triggers,
        postAuthentication: { ...triggers.postAuthentication, cognito: true },
      },
    });
    expectNoDependencyCycle(withAdmin);
    const statements = statementsOfFunction(withAdmin, description('postAuthentication'));
    const onResources = Object.entries(actionsByResource(statements)).filter(([resource]) =>
      /^\{"Fn::GetAtt":\["[^"]+","Arn"\]\}$/.test(resource),
    );
    expect(onResources.map(([, actions]) => actions)).toContainEqual(
      [...cognitoAdminActions].sort(),
    );
  });

  it('has no dependency cycle between the pool and its triggers', () => {
    expectNoDependencyCycle(template);
  });

  it('protects the prod pool from deletion', () => {
    synth({ stage: 'prod' }).hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });
});
