import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { LogGroupLogDestination } from 'aws-cdk-lib/aws-apigateway';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceSource } from '../catalogue/catalogue-source';
import { fixtureCatalogue } from '../testing/test-stack';
import { ProductApi } from './product-api';
import { accessTokenScheme } from './product-api-token-auth';
import { testApp } from '../testing/test-app';

type Body = {
  paths: Record<string, Record<string, { security?: unknown }>>;
  components: { securitySchemes: Record<string, Record<string, unknown>> };
};

/** The fixture service with a second operation whose authorizer is 'cognito'. */
function withCognitoOperation(base: ServiceSource): ServiceSource {
  const read = Object.values(base.openapi.paths)[0]?.get;
  if (!read) throw new Error('the fixture service has no GET');
  return {
    ...base,
    openapi: {
      ...base.openapi,
      paths: {
        ...base.openapi.paths,
        '/v1/orders/{orderId}': {
          get: { ...read, operationId: 'getOrder', 'x-marque-authorizer': 'cognito' },
        },
      },
    },
  };
}

/** One ProductApi in a small stack of its own: synthesising the whole stack is slow. */
function productApiTemplate(service: ServiceSource): { template: Template; poolId: string } {
  const stack = new Stack(testApp(), 'ProductApiTest', {
    env: { account: '123456789012', region: 'eu-west-1' },
  });
  const pool = new UserPool(stack, 'pool');
  const logs = new LogGroupLogDestination(new LogGroup(stack, 'logs'));
  new ProductApi(stack, 'api', {
    stage: 'dev',
    service,
    accessLogs: { sandbox: logs, prod: logs },
    logging: new Construct(stack, 'logging'),
    userPool: pool,
  });
  return {
    template: Template.fromStack(stack),
    poolId: stack.getLogicalId(pool.node.defaultChild as never),
  };
}

describe("ProductApi: the operations whose authorizer is 'cognito'", () => {
  let body: Body;
  let plainBody: Body;
  let poolId: string;
  const service = fixtureCatalogue.categories[0]!.services[0]!;

  beforeAll(() => {
    const made = productApiTemplate(withCognitoOperation(service));
    poolId = made.poolId;
    const [api] = Object.values(made.template.findResources('AWS::ApiGateway::RestApi'));
    body = (api as { Properties: { Body: Body } }).Properties.Body;
    const plain = productApiTemplate(service).template;
    const [plainApi] = Object.values(plain.findResources('AWS::ApiGateway::RestApi'));
    plainBody = (plainApi as { Properties: { Body: Body } }).Properties.Body;
  });

  it("check an access token of the stack's pool with the try-out scope, and the API key", () => {
    expect(body.paths['/v1/orders/{orderId}']?.get?.security).toEqual([
      { api_key: [], [accessTokenScheme]: ['marque-products/try-out'] },
    ]);
    expect(body.components.securitySchemes[accessTokenScheme]).toEqual({
      type: 'apiKey',
      name: 'Authorization',
      in: 'header',
      'x-amazon-apigateway-authtype': 'cognito_user_pools',
      'x-amazon-apigateway-authorizer': {
        type: 'cognito_user_pools',
        providerARNs: [{ 'Fn::GetAtt': [poolId, 'Arn'] }],
      },
    });
  });

  it('leave the other operations on the API key alone', () => {
    const [path] = Object.keys(service.openapi.paths);
    expect(body.paths[path!]?.get?.security).toEqual([{ api_key: [] }]);
    expect(body.components.securitySchemes.api_key).toBeDefined();
  });

  it('add no authorizer to an API without such operations', () => {
    expect(Object.keys(plainBody.components.securitySchemes)).toEqual(['api_key']);
    expect(JSON.stringify(plainBody)).not.toContain('cognito_user_pools');
  });
});
