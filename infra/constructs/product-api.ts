import { Aws, Validations } from 'aws-cdk-lib';
import {
  ApiDefinition,
  Deployment,
  EndpointType,
  type IAccessLogDestination,
  MethodLoggingLevel,
  SpecRestApi,
  Stage,
} from 'aws-cdk-lib/aws-apigateway';
import { CfnPermission, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct, type IDependable } from 'constructs';
import type { ServiceSource } from '../catalogue/catalogue-source';
import { toGatewaySpec } from '../catalogue/to-gateway-spec';
import { keyScope, keyScopeVariable } from '../../lambdas/product-keys/key-scope';
import { type DeploymentStage, type ProductStage, productStages } from '../../shared/plans';
import { accessLogFormat } from './access-log-format';
import { type ProductAuthorizerUris, withProductAuthorizers } from './product-api-authorizers';

export interface ProductApiProps {
  readonly stage: DeploymentStage;
  readonly service: ServiceSource;
  /** Access-log destination per product stage (shared by every service). */
  readonly accessLogs: Readonly<Record<ProductStage, IAccessLogDestination>>;
  /** API Gateway's account logging role: stages are created after it. */
  readonly logging: IDependable;
  /** The request authorizers binding each key to its service (ProductAuthorizers). */
  readonly authorizers: ProductAuthorizerUris;
  /** The service's Lambda backend (`productBackends`), answering instead of the mocks. */
  readonly backend?: IFunction;
}

/** API Gateway's URI for calling a function (Lambda's Invoke API) from an integration. */
export function lambdaInvocationUri(fn: IFunction): string {
  return (
    `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}:lambda:path/2015-03-31/functions/` +
    `${fn.functionArn}/invocations`
  );
}

/**
 * One service of the catalogue as an API Gateway REST API built from its OpenAPI document (mock
 * integrations answering the documented examples, or Lambda proxy calls to its `backend`), API
 * key required and the request authorizer keeping each key to its own service and stage (on the
 * operations whose authorizer is 'cognito', with an access token of the user pool too),
 * deployed to the stages `sandbox` and `prod`. The usage plans are the deployment's, shared by
 * every service (ProductApis), so a service adds no plan (ARCHITECTURE.md "Keys, plans").
 */
export class ProductApi extends Construct {
  readonly api: SpecRestApi;
  readonly apiId: string;
  /** The catalogue's service slug. */
  readonly service: string;
  readonly stages: Readonly<Record<ProductStage, Stage>>;

  constructor(scope: Construct, id: string, props: ProductApiProps) {
    super(scope, id);
    const { service, backend } = props;
    this.service = service.service;
    const spec = withProductAuthorizers(
      toGatewaySpec(
        service.openapi,
        backend ? { lambdaInvocationUri: lambdaInvocationUri(backend) } : undefined,
      ),
      service.openapi,
      props.authorizers,
    );
    this.api = new SpecRestApi(this, 'api', {
      restApiName: `marque-${service.service}-${props.stage}`,
      description: service.description.slice(0, 1024),
      apiDefinition: ApiDefinition.fromInline(spec),
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: false,
      // Stages are made below: two of them, on one deployment.
      deploy: false,
    });
    this.apiId = this.api.restApiId;
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG2',
      reason: backend
        ? 'The backend validates every request with the shared zod schemas and answers the ' +
          "spec's own error texts, which a gateway validator would replace with its own; a " +
          'validator would live in the imported document, not as a separate resource.'
        : 'The API is imported from its OpenAPI document, so a request validator would live in ' +
          'the document (x-amazon-apigateway-request-validators), not as a separate resource; ' +
          'the mock backends answer fixed examples whatever the input. To add with real backends.',
    });

    const deployment = new Deployment(this, 'deployment', {
      api: this.api,
      description: `${service.service} ${service.versions.join(', ')}`,
    });
    // A changed document gets a new deployment (an inline body is not hashed by CDK itself).
    deployment.addToLogicalId(spec);

    const stages: Partial<Record<ProductStage, Stage>> = {};
    for (const stageName of productStages) {
      const stage = new Stage(this, `stage-${stageName}`, {
        deployment,
        stageName,
        description:
          stageName === 'sandbox'
            ? `${backend ? 'The service backend' : 'Mock backends answering the documented examples'}; self-service keys`
            : 'Production; keys only from an approved production-access request',
        accessLogDestination: props.accessLogs[stageName],
        accessLogFormat: accessLogFormat({ apiKeyId: '$context.identity.apiKeyId' }),
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: false,
        tracingEnabled: true,
        variables: { [keyScopeVariable]: keyScope(service.service, stageName) },
      });
      stage.node.addDependency(props.logging);
      Validations.of(stage).acknowledge({
        id: 'AwsSolutions-APIG3',
        reason:
          'No WAF web ACL yet: every method needs an API key of a usage plan, which meters and ' +
          'throttles it per key (spec §9 quotas). A web ACL is left to the hardening issue.',
      });
      stages[stageName] = stage;
    }
    this.stages = stages as Record<ProductStage, Stage>;
    // `api.url` reads the API's deployment stage.
    this.api.deploymentStage = this.stages.sandbox;
    if (backend) this.allowInvoke(backend);
  }

  /**
   * Lets this API's stages, and nothing else, call the backend. A permission of its own in this
   * scope, not `backend.addPermission`: the function may live in the parent stack, which must
   * not depend on this API.
   */
  private allowInvoke(backend: IFunction): void {
    for (const stageName of productStages) {
      new CfnPermission(this, `invoke-${stageName}`, {
        action: 'lambda:InvokeFunction',
        functionName: backend.functionArn,
        principal: 'apigateway.amazonaws.com',
        sourceArn: this.api.arnForExecuteApi('*', '/*', stageName),
      });
    }
  }
}
