import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { areas, jobs } from '../../lambdas/routes';
import { tryOutResourceServer } from '../../shared/client-credentials';
import {
  actionsByResource,
  actionsOf,
  everyStatement,
  functionByDescription,
  type OwnedStatement,
  resourceText,
  statementsOfFunction,
} from '../testing/stack-assertions';
import { sharedTestStack } from '../testing/shared-test-stack';
import { appClientActions, cognitoAdminActions } from './function-access';

/**
 * Client credentials (one Cognito app client per application) and client certificates: who may
 * make, rotate and delete them, on what. One synthesis for every test of this file.
 */
const applications = 'Marque portal API, area applications';
const sweeper = jobs.expiredKeysSweeper.description;
const isAppClientAction = (action: string) =>
  (appClientActions as readonly string[]).includes(action);
const touchesCertificates = ({ statement }: OwnedStatement) =>
  [statement.Resource].flat().some((r) => resourceText(r).includes('clientcertificates'));

/** The areas' functions live in the portal API's nested functions stack. */
const isArea = (description: string) => description.startsWith('Marque portal API, area');

describe('client credentials and client certificates in the stack', () => {
  let template: Template;
  let functions: Template;
  /** Every IAM statement of the stack and of its nested product-APIs stack. */
  let statements: OwnedStatement[];
  let poolId: string;
  let poolArn: unknown;

  /** The logical id of a function's role. */
  const templateOf = (description: string) => (isArea(description) ? functions : template);
  /** The pool's ARN or id as the function's stack names it (a parameter in the nested one). */
  const poolRef = (description: string, attribute: 'Arn' | 'Ref') =>
    isArea(description)
      ? { Ref: expect.stringMatching(new RegExp(`identityuserpool.*${attribute}$`)) }
      : attribute === 'Arn'
        ? poolArn
        : { Ref: poolId };
  const roleOf = (description: string): string => {
    const { properties } = functionByDescription(templateOf(description), description);
    return (properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  };
  const environmentOf = (description: string): Record<string, unknown> => {
    const { properties } = functionByDescription(templateOf(description), description);
    return (properties.Environment as { Variables: Record<string, unknown> }).Variables;
  };

  beforeAll(() => {
    const { stack } = sharedTestStack();
    template = Template.fromStack(stack);
    functions = Template.fromStack(stack.portalApi.functionsStack);
    statements = [
      ...everyStatement(template),
      ...everyStatement(functions),
      ...everyStatement(Template.fromStack(stack.productApis)),
    ];
    // The portal's pool (the customer pool of Customer Authentication is the other one).
    const pools = Object.keys(
      template.findResources('AWS::Cognito::UserPool', {
        Properties: { UserPoolName: 'marque-dev' },
      }),
    );
    expect(pools).toHaveLength(1);
    poolId = pools[0] ?? '';
    poolArn = { 'Fn::GetAtt': [poolId, 'Arn'] };
  });

  it('gives the user pool the resource server marque-products with the scope try-out', () => {
    expect(tryOutResourceServer).toEqual({ identifier: 'marque-products', scope: 'try-out' });
    const servers = Object.values(
      template.findResources('AWS::Cognito::UserPoolResourceServer'),
    ) as { Properties: Record<string, unknown> }[];
    expect(servers).toHaveLength(1);
    expect(servers[0]?.Properties).toMatchObject({
      Identifier: 'marque-products',
      UserPoolId: { Ref: poolId },
      Scopes: [{ ScopeName: 'try-out', ScopeDescription: expect.any(String) }],
    });
  });

  it('lets the applications area manage app clients on this pool only, and no user admin', () => {
    const own = statementsOfFunction(functions, applications);
    const cognito = own.filter((s) => actionsOf([s]).some((a) => a.startsWith('cognito-idp:')));
    // The areas' functions sit in the nested stack: the pool's ARN is one of its parameters.
    expect(Object.entries(actionsByResource(cognito))).toEqual([
      [
        expect.stringMatching(/^<.*identityuserpool.*Arn>$/),
        [
          'cognito-idp:AddUserPoolClientSecret',
          'cognito-idp:CreateUserPoolClient',
          'cognito-idp:DeleteUserPoolClient',
          'cognito-idp:DeleteUserPoolClientSecret',
          'cognito-idp:ListUserPoolClientSecrets',
        ],
      ],
    ]);
    const actions = actionsOf(own);
    expect(actions).not.toContain('cognito-idp:*');
    for (const admin of cognitoAdminActions) expect(actions).not.toContain(admin);
    expect(actions.filter((a) => /^cognito-idp:Admin/.test(a))).toEqual([]);
    expect(areas.applications).not.toHaveProperty('cognito');
  });

  it('lets no function but the applications area and the sweeper make any app-client call', () => {
    const granting = statements.filter(({ statement }) =>
      actionsOf([statement]).some(isAppClientAction),
    );
    const roles = new Set(granting.flatMap((s) => s.roles));
    expect([...roles].sort()).toEqual([roleOf(applications), roleOf(sweeper)].sort());
    const poolArns = [poolRef(applications, 'Arn'), poolRef(sweeper, 'Arn')];
    for (const { statement } of granting) {
      expect(
        poolArns.some((arn) => expect.objectContaining(arn).asymmetricMatch(statement.Resource)),
      ).toBe(true);
    }
  });

  it('grants no wildcard action, and no Cognito or API Gateway call on every resource, anywhere', () => {
    for (const { statement } of statements) {
      const actions = actionsOf([statement]);
      expect(actions).not.toContain('*');
      expect(actions).not.toContain('apigateway:*');
      expect(actions).not.toContain('cognito-idp:*');
      if (actions.some((a) => a.startsWith('cognito-idp:') || a.startsWith('apigateway:'))) {
        expect([statement.Resource].flat()).not.toContain('*');
      }
    }
  });

  it("lets the areas with apiGateway 'keys' POST /clientcertificates and DELETE /clientcertificates/*, nothing more", () => {
    const certificates = statements.filter(touchesCertificates);
    // One row per role, effect, resource, action and condition, however CDK groups statements.
    const granted = certificates.flatMap(({ roles, statement }) =>
      [statement.Resource]
        .flat()
        .filter((resource) => resourceText(resource).includes('/clientcertificates'))
        .flatMap((resource) =>
          [statement.Action]
            .flat()
            .map((action) => [
              roles,
              statement.Effect,
              [resourceText(resource)],
              action,
              statement.Condition,
            ]),
        ),
    );
    const base = 'arn:<Partition>:apigateway:<Region>::/clientcertificates';
    // Generated only with this deployment's tag, revoked only where it carries it.
    const request = { StringEquals: { 'aws:RequestTag/deployment': 'Marque-test' } };
    const resource = { StringEquals: { 'aws:ResourceTag/deployment': 'Marque-test' } };
    // The requests area has apiGateway 'keys' too (approved production requests' prod keys).
    const roles = [applications, 'Marque portal API, area requests'].map((d) => [roleOf(d)]);
    const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
    // The sweeper's hourly quota count lists the collections (never one certificate).
    const counting = [[roleOf(sweeper)], 'Allow', [base], 'apigateway:GET', undefined];
    expect(sorted(granted)).toEqual(
      sorted([
        ...roles.flatMap((role) => [
          [role, 'Allow', [base], 'apigateway:POST', request],
          [role, 'Allow', [`${base}/*`], 'apigateway:DELETE', resource],
        ]),
        counting,
      ]),
    );
    // Nor may the sweeper, or any area without apiGateway 'keys', reach them another way.
    for (const { statement } of statements) {
      for (const resource of [statement.Resource].flat().map(resourceText)) {
        expect(resource).not.toMatch(/apigateway:<Region>::\/\*$/);
      }
    }
  });

  it('lets the sweeper delete client secrets of this pool only, and gives it the pool id', () => {
    const cognito = statementsOfFunction(template, sweeper).filter((s) =>
      actionsOf([s]).some((a) => a.startsWith('cognito-idp:')),
    );
    // Deleting rotated secrets, and the hourly quota count of this pool's app clients.
    expect(cognito).toEqual([
      {
        Effect: 'Allow',
        Action: ['cognito-idp:DeleteUserPoolClientSecret', 'cognito-idp:ListUserPoolClients'],
        Resource: poolArn,
      },
    ]);
    const environment = environmentOf(sweeper);
    expect(environment.USER_POOL_ID).toEqual({ Ref: poolId });
    expect(environment).not.toHaveProperty('USER_POOL_CLIENT_ID');
    const names = Object.keys(environment);
    expect(names.filter((name) => /LOCAL/i.test(name))).toEqual([]);
    expect(names.filter((name) => name.startsWith('AWS_ENDPOINT_URL'))).toEqual([]);
    expect(JSON.stringify(environment)).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('gives the applications area the pool id, not the site client', () => {
    const environment = environmentOf(applications);
    expect(environment.USER_POOL_ID).toEqual(poolRef(applications, 'Ref'));
    expect(environment).not.toHaveProperty('USER_POOL_CLIENT_ID');
  });
});
