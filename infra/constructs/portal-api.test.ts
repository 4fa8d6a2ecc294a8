import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tables, type TableId } from '../../lambdas/data/tables';
import { areas, routes } from '../../lambdas/routes';
import { makeTestStack } from '../test-support';

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

describe('PortalApi', () => {
  let template: Template;
  let paths: Map<string, string>;
  let methods: CfnResource[];

  beforeAll(() => {
    template = Template.fromStack(makeTestStack().stack);
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

  it('answers CORS preflight for the site origin only', () => {
    for (const path of new Set(routes.map((r) => r.operation.path))) {
      expect(methodFor('OPTIONS', path), `OPTIONS ${path}`).toBeDefined();
    }
    template.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'OPTIONS',
      Integration: Match.objectLike({
        IntegrationResponses: [
          Match.objectLike({
            ResponseParameters: Match.objectLike({
              'method.response.header.Access-Control-Allow-Origin': Match.not("'*'"),
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

  it.each(Object.entries(areas))('area %s: one arm64 function with its tables', (areaId, area) => {
    const env: Record<string, unknown> = { NODE_OPTIONS: '--enable-source-maps' };
    for (const tableId of area.tables as readonly TableId[]) {
      env[tables[tableId].envVar] = { Ref: expect.any(String) };
    }
    const fns = Object.values(template.findResources('AWS::Lambda::Function')) as CfnResource[];
    const fn = fns.find((f) => f.Properties.Description === `Marque portal API, area ${areaId}`);
    expect(fn).toBeDefined();
    expect(fn!.Properties).toMatchObject({
      Runtime: expect.stringMatching(/^nodejs(20|22|24)\.x$/),
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Environment: { Variables: expect.objectContaining(env) },
    });
  });

  it('grants table access only to areas that list tables', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[];
    const withTables = policies.filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('dynamodb:PutItem'),
    );
    expect(withTables).toHaveLength(Object.values(areas).filter((a) => a.tables.length > 0).length);
  });

  it('lets only areas with apiGateway call the API Gateway control plane', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[];
    const withControlPlane = policies.filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('apigateway:POST'),
    );
    const expected = Object.values(areas).filter((a) => a.apiGateway).length;
    expect(withControlPlane).toHaveLength(expected);
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['apigateway:GET', 'apigateway:POST', 'apigateway:PATCH', 'apigateway:DELETE'],
            Resource: Match.arrayWith([
              { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('::/apikeys$')])] },
            ]),
          }),
        ]),
      },
    });
  });
});
