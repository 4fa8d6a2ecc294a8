import type { CfnElement } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tables } from '../../lambdas/data/tables';
import {
  actionsByResource,
  actionsOf,
  expectNoDependencyCycle,
  functionByDescription,
  resourceText,
  statementsOfFunction,
} from '../testing/stack-assertions';
import { sharedTestStack } from '../testing/shared-test-stack';
import { portalSeedCognitoActions } from './portal-seed';

const description = 'Marque: seeds the organizations and the first admin at deploy';
const adminEmail = 'portal-admin@example.com';

function synth(context: Record<string, unknown> = {}) {
  const { stack } = sharedTestStack({ context });
  return { stack, template: Template.fromStack(stack) };
}

type Resource = { Properties: Record<string, unknown>; DependsOn?: string[] };

function seedResource(template: Template): Resource {
  template.resourceCountIs('Custom::MarquePortalSeed', 1);
  return Object.values(template.findResources('Custom::MarquePortalSeed'))[0] as Resource;
}

describe('PortalSeed', () => {
  const withAdmin = synth({ adminEmail });
  const without = synth();

  it('seeds through a custom resource that changes with the organizations, content and admin', () => {
    const seed = seedResource(withAdmin.template);
    expect(seed.Properties).toMatchObject({
      ServiceToken: { 'Fn::GetAtt': [expect.any(String), 'Arn'] },
      OrganizationsHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      ContentSeed: '1',
      AdminEmail: adminEmail,
    });
    expect(seedResource(without.template).Properties.AdminEmail).toBeUndefined();
  });

  it('runs after the admin group exists', () => {
    const { stack, template } = withAdmin;
    const groupId = stack.getLogicalId(stack.identity.groups.admin.node.defaultChild as CfnElement);
    expect(seedResource(template).DependsOn).toContain(groupId);
  });

  it('gives the function its three tables and, with an admin, the user pool', () => {
    const env = (name: string, template: Template) => {
      const fn = functionByDescription(template, description).properties;
      return (fn.Environment as { Variables: Record<string, unknown> }).Variables[name];
    };
    const { stack, template } = withAdmin;
    for (const [id, table] of Object.entries(tables)) {
      const own = id === 'users' || id === 'organizations' || id === 'content';
      expect(env(table.envVar, template) !== undefined, table.envVar).toBe(own);
    }
    expect(env('USER_POOL_ID', template)).toEqual(
      stack.resolve(stack.identity.userPool.userPoolId),
    );
    expect(env('USER_POOL_ID', without.template)).toBeUndefined();
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: description,
      Timeout: 120,
    });
  });

  it('may write only the users, organizations and content tables', () => {
    const { stack, template } = withAdmin;
    const dynamo = statementsOfFunction(template, description).filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('dynamodb:')),
    );
    expect(actionsOf(dynamo)).toContain('dynamodb:BatchWriteItem');
    const resources = new Set(
      dynamo.flatMap((s) => [s.Resource].flat()).map((r) => JSON.stringify(r)),
    );
    const arn = (id: 'users' | 'organizations' | 'content') =>
      JSON.stringify(stack.resolve(stack.data.tables[id].tableArn));
    // The users table's indexes come with its grant, each named (the admin's user lists read them).
    const usersIndexes = tables.users.indexes.map((index) =>
      JSON.stringify(stack.resolve(`${stack.data.tables.users.tableArn}/index/${index.name}`)),
    );
    expect(resources).toEqual(
      new Set([arn('users'), ...usersIndexes, arn('organizations'), arn('content')]),
    );
  });

  it('may make the admin in this pool only, and reaches Cognito only with an admin', () => {
    const { stack, template } = withAdmin;
    const cognito = statementsOfFunction(template, description).filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('cognito-idp:')),
    );
    expect(actionsByResource(cognito)).toEqual({
      [resourceText(stack.resolve(stack.identity.userPool.userPoolArn))]: [
        ...portalSeedCognitoActions,
      ].sort(),
    });
    const actions = actionsOf(statementsOfFunction(without.template, description));
    expect(actions.some((a) => a.startsWith('cognito-idp:'))).toBe(false);
    expect(actions.some((a) => a.startsWith('secretsmanager:'))).toBe(false);
  });

  it('outputs the admin e-mail only when the stage names one, and warns without', () => {
    withAdmin.template.hasOutput('AdminEmail', { Value: adminEmail });
    expect(without.template.findOutputs('AdminEmail')).toEqual({});
    // Only dev gets here without one: preprod and prod refuse the config (stage-config.ts).
    Annotations.fromStack(without.stack).hasWarning(
      '/Marque-test/portal-seed',
      Match.stringLikeRegexp('adminEmail is not set: nobody can activate a registration'),
    );
    Annotations.fromStack(withAdmin.stack).hasNoWarning(
      '*',
      Match.stringLikeRegexp('adminEmail is not set'),
    );
  });

  it('makes no dependency cycle with the pool and its triggers', () => {
    expectNoDependencyCycle(withAdmin.template);
    withAdmin.template.hasResourceProperties('AWS::IAM::Role', {
      Description: 'CDK Provider framework of the portal seed',
      ManagedPolicyArns: Match.absent(),
    });
  });
});
