import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../lambdas/data/tables';
import { type AreaDef, areas, routes } from '../../lambdas/routes';
import type { MarqueStack } from '../marque-stack';
import {
  actionsOf,
  functionByDescription,
  resourceText,
  actionsByResource,
  statementsOfFunction,
} from '../testing/stack-assertions';
import { sharedTestStack } from '../testing/shared-test-stack';
import { corsOriginStageVariable } from '../../lambdas/lib/function-environment';
import { appClientActions, cognitoAdminActions } from './function-access';
import { unconfiguredMailFrom } from './mail';

type CfnResource = { Type: string; Properties: Record<string, unknown> };
type Ref = { Ref?: string; 'Fn::GetAtt'?: [string, string] };

/** Each API Gateway resource's path, found by walking PathPart up to the API's root. */
function resourcePaths(template: Template): Map<string, string> {
  const resources = template.findResources('AWS::ApiGateway::Resource') as Record<
    string,
    CfnResource
  >;
  const pathOf = (id: string): string => {
    const { PathPart, ParentId } = resources[id]!.Properties as { PathPart: string; ParentId: Ref };
    const parent = ParentId.Ref;
    return `${parent && resources[parent] ? pathOf(parent) : ''}/${PathPart}`;
  };
  return new Map(Object.keys(resources).map((id) => [id, pathOf(id)]));
}

const areaEntries = Object.entries(areas) as [string, AreaDef][];

describe('PortalApi', () => {
  let template: Template;
  /** The areas' functions: a nested stack of the API's own. */
  let functions: Template;
  let testStack: MarqueStack;
  let mailTemplate: Template;
  let paths: Map<string, string>;
  let methods: CfnResource[];

  beforeAll(() => {
    testStack = sharedTestStack().stack;
    template = Template.fromStack(testStack);
    functions = Template.fromStack(testStack.portalApi.functionsStack);
    // The stack of mail.test.ts's verified sender.
    const context = { sesFromAddress: 'no-reply@marque.example.com', sesIdentity: 'verified' };
    mailTemplate = Template.fromStack(sharedTestStack({ context }).stack.portalApi.functionsStack);
    paths = resourcePaths(template);
    methods = Object.values(template.findResources('AWS::ApiGateway::Method')) as CfnResource[];
  });

  function methodFor(method: string, path: string): CfnResource | undefined {
    return methods.find((m) => {
      const resourceId = m.Properties.ResourceId as Ref;
      return m.Properties.HttpMethod === method && paths.get(resourceId.Ref ?? '') === path;
    });
  }

  it('is the REST API marque-portal-<stage>, regional', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', {
      Name: 'marque-portal-dev',
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
  });

  it.each(routes.map((r) => [r.operation.id, r] as const))(
    'route %s: method, path, authorisation and proxy integration',
    (_id, { operation: op }) => {
      const method = methodFor(op.method, op.path);
      expect(method, `${op.method} ${op.path}`).toBeDefined();
      const props = method!.Properties;
      expect(props.OperationName).toBe(op.id);
      expect((props.Integration as { Type: string }).Type).toBe('AWS_PROXY');
      if (op.access === 'public') {
        expect(props.AuthorizationType).toBe('NONE');
        expect(props.AuthorizerId).toBeUndefined();
      } else {
        expect(props.AuthorizationType).toBe('COGNITO_USER_POOLS');
        expect(props.AuthorizerId).toEqual({ Ref: expect.any(String) });
      }
      for (const name of op.path.match(/\{(\w+)\}/g) ?? []) {
        const param = `method.request.path.${name.slice(1, -1)}`;
        expect(props.RequestParameters).toHaveProperty([param], true);
        expect(props.RequestValidatorId).toBeDefined();
      }
    },
  );

  it('has no method that is not in the route table, besides CORS preflight', () => {
    const routed = methods.filter((m) => m.Properties.HttpMethod !== 'OPTIONS');
    expect(routed).toHaveLength(routes.length);
  });

  it('answers CORS preflight for the site origin only, on the routed paths only', () => {
    const routedPaths = new Set(routes.map((r) => r.operation.path));
    for (const path of routedPaths) {
      expect(methodFor('OPTIONS', path), `OPTIONS ${path}`).toBeDefined();
    }
    // A bare prefix such as /admin is never called, so never preflighted.
    const preflights = methods.filter((m) => m.Properties.HttpMethod === 'OPTIONS');
    expect(preflights).toHaveLength(routedPaths.size);
    template.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'OPTIONS',
      Integration: Match.objectLike({
        IntegrationResponses: [
          Match.objectLike({
            ResponseParameters: Match.objectLike({
              'method.response.header.Access-Control-Allow-Origin': Match.not("'*'"),
              // changePassword carries the caller's access token in X-Access-Token.
              'method.response.header.Access-Control-Allow-Headers':
                Match.stringLikeRegexp('X-Access-Token'),
            }),
          }),
        ],
      }),
    });
  });

  it('authorises with the Cognito user pool', () => {
    template.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'COGNITO_USER_POOLS',
      IdentitySource: 'method.request.header.Authorization',
    });
  });

  it.each(['DEFAULT_4XX', 'DEFAULT_5XX'])('gateway response %s carries CORS headers', (type) => {
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: type,
      ResponseParameters: Match.objectLike({
        'gatewayresponse.header.Access-Control-Allow-Origin': Match.anyValue(),
      }),
    });
  });

  it("names the site's origin for CORS in a stage variable the functions read, not their environment", () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      Variables: { [corsOriginStageVariable]: Match.anyValue() },
    });
    for (const fn of Object.values(functions.findResources('AWS::Lambda::Function'))) {
      const variables = (fn as CfnResource).Properties.Environment as
        { Variables: Record<string, unknown> } | undefined;
      expect(Object.keys(variables?.Variables ?? {})).not.toContain('CORS_ORIGIN');
    }
    // The functions and their roles are not in the API's template (its size grows per route).
    const parentFunctions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(JSON.stringify(parentFunctions)).not.toContain(areaDescription(''));
  });

  it('logs access, throttles and never traces request data', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'dev',
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      MethodSettings: [
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
          ThrottlingRateLimit: Match.anyValue(),
          ThrottlingBurstLimit: Match.anyValue(),
        }),
      ],
    });
  });

  const areaDescription = (areaId: string) => `Marque portal API, area ${areaId}`;

  /** The statements of an area's role that name API Gateway actions. */
  const apiGatewayStatements = (areaId: string) =>
    statementsOfFunction(functions, areaDescription(areaId)).filter((st) =>
      actionsOf([st]).some((action) => action.startsWith('apigateway:')),
    );

  it.each(areaEntries)(
    'area %s: one arm64 function with its stage, tables and flags',
    (id, area) => {
      const { properties } = functionByDescription(functions, areaDescription(id));
      expect(properties).toMatchObject({
        Runtime: expect.stringMatching(/^nodejs(20|22|24)\.x$/),
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
      const env = (properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.MARQUE_STAGE).toBe('dev');
      for (const [tableId, table] of Object.entries(tables)) {
        const own = (area.tables as readonly string[]).includes(tableId);
        expect(env[table.envVar], table.envVar).toEqual(
          own ? { Ref: expect.any(String) } : undefined,
        );
      }
      const pooled = area.cognito || area.appClients;
      // From the parent stack, as the nested stack's parameters ('referenceto<stack><path>Ref').
      const pool = pooled ? { Ref: expect.stringMatching(/identityuserpool.*Ref$/) } : undefined;
      expect(env.USER_POOL_ID).toEqual(pool);
      const client = area.cognito ? { Ref: expect.stringMatching(/siteclient/) } : undefined;
      expect(env.USER_POOL_CLIENT_ID).toEqual(client);
      expect(env.MAIL_FROM).toBe(area.mail ? unconfiguredMailFrom : undefined);
      const products = 'productApis' in area && area.productApis;
      expect(env.PRODUCT_API_URL).toEqual(
        products
          ? {
              'Fn::Join': [
                '',
                ['https://{apiId}.execute-api.eu-west-1.', { Ref: 'AWS::URLSuffix' }, '/{stage}'],
              ],
            }
          : undefined,
      );
      // The try-out relay waits up to tryOutLimits.timeoutMs for a product API.
      expect(properties.Timeout).toBe(products ? 15 : 10);
    },
  );

  it.each(areaEntries)('area %s: IAM for its own tables, pool and mail only', (id, area) => {
    const statements = statementsOfFunction(mailTemplate, areaDescription(id));
    const actions = actionsOf(statements);
    expect(actions.includes('dynamodb:PutItem')).toBe(area.tables.length > 0);
    if (area.cognito) {
      const onPool = Object.entries(actionsByResource(statements)).filter(([resource]) =>
        /identityuserpool.*Arn>$/.test(resource),
      );
      // The admin area also stops a deactivated user's client tokens (UpdateUserPoolClient).
      const suspends =
        area.apiGateway === 'suspendKeys' ? ['cognito-idp:UpdateUserPoolClient'] : [];
      expect(onPool.map(([, granted]) => granted)).toEqual([
        [...cognitoAdminActions, ...suspends].sort(),
      ]);
    } else {
      // Client credentials: app clients only, never users (client-credentials-access.test.ts).
      const appClients = area.appClients ? [...appClientActions].sort() : [];
      expect(actions.filter((a) => a.startsWith('cognito-idp:')).sort()).toEqual(appClients);
    }
    const send = Object.entries(actionsByResource(statements)).filter(([, granted]) =>
      granted.includes('ses:SendEmail'),
    );
    expect(send.length).toBe(area.mail ? 1 : 0);
    for (const [resource, granted] of send) {
      expect(granted).toEqual(['ses:SendEmail']);
      expect(resource).toContain(':identity/');
    }
  });

  it('sends no mail without sesFromAddress: MAIL_FROM is a placeholder SES refuses', () => {
    const mailAreas = areaEntries.filter(([, a]) => a.mail);
    expect(mailAreas.length).toBeGreaterThan(0);
    for (const [id] of mailAreas) {
      const actions = actionsOf(statementsOfFunction(functions, areaDescription(id)));
      expect(actions, id).not.toContain('ses:SendEmail');
    }
    expect(unconfiguredMailFrom).toMatch(/\.invalid$/);
  });

  it('lets only areas with apiGateway call the API Gateway control plane, each only for its use', () => {
    for (const [id, area] of areaEntries) {
      const statements = statementsOfFunction(functions, areaDescription(id));
      const actions = actionsOf(statements);
      expect(
        actions.some((a) => a.startsWith('apigateway:')),
        id,
      ).toBe(area.apiGateway !== false);
      expect(actions, id).not.toContain('apigateway:*');
      // Only UpdateApiKey, for a deactivation (admin-key-suspension-access.test.ts), is a PATCH.
      expect(actions.includes('apigateway:PATCH'), id).toBe(area.apiGateway === 'suspendKeys');
      for (const statement of statements) {
        if (!actionsOf([statement]).some((a) => a.startsWith('apigateway:'))) continue;
        expect(statement.Resource, id).not.toBe('*');
      }
    }
  });

  it('lets the catalogue area only read product API exports', () => {
    const statements = apiGatewayStatements('catalogue');
    expect(statements.map((st) => [resourceText(st.Resource), st.Action])).toEqual([
      ['arn:<Partition>:apigateway:<Region>::/restapis/*/stages/*/exports/*', 'apigateway:GET'],
    ]);
  });

  it('lets the applications area create, read and delete API keys, and client certificates, nothing else there', () => {
    const byResource = actionsByResource(apiGatewayStatements('applications'));
    expect(byResource).toEqual({
      'arn:<Partition>:apigateway:<Region>::/apikeys': ['apigateway:POST'],
      'arn:<Partition>:apigateway:<Region>::/apikeys/*': ['apigateway:DELETE', 'apigateway:GET'],
      'arn:<Partition>:apigateway:<Region>::/clientcertificates': ['apigateway:POST'],
      'arn:<Partition>:apigateway:<Region>::/clientcertificates/*': ['apigateway:DELETE'],
    });
  });

  it("keeps the applications area to this deployment's keys and certificates, by their tag", () => {
    // One entry per resource, however IAM minimisation groups them in statements.
    const conditions = Object.fromEntries(
      apiGatewayStatements('applications').flatMap((s) =>
        [s.Resource].flat().map((resource) => [resourceText(resource), s.Condition]),
      ),
    );
    // Made only with this deployment's tag, read and deleted only with it.
    const request = { StringEquals: { 'aws:RequestTag/deployment': 'Marque-test' } };
    const resource = { StringEquals: { 'aws:ResourceTag/deployment': 'Marque-test' } };
    expect(conditions).toEqual({
      'arn:<Partition>:apigateway:<Region>::/apikeys': request,
      'arn:<Partition>:apigateway:<Region>::/apikeys/*': resource,
      'arn:<Partition>:apigateway:<Region>::/clientcertificates': request,
      'arn:<Partition>:apigateway:<Region>::/clientcertificates/*': resource,
    });
    expect(apiGatewayStatements('docs').map((s) => s.Condition)).toEqual([resource]);
  });

  it("lets the docs area only read API keys (the try-out relay's subscription key)", () => {
    const statements = apiGatewayStatements('docs');
    expect(statements.map((st) => [resourceText(st.Resource), st.Action])).toEqual([
      ['arn:<Partition>:apigateway:<Region>::/apikeys/*', 'apigateway:GET'],
    ]);
  });
});
