import { Aws, Validations } from 'aws-cdk-lib';
import {
  ApiDefinition,
  Deployment,
  EndpointType,
  type IAccessLogDestination,
  MethodLoggingLevel,
  Period,
  SpecRestApi,
  Stage,
  UsagePlan,
} from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnPermission, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct, type IDependable } from 'constructs';
import type { ServiceSource } from '../catalogue/catalogue-source';
import { toGatewaySpec } from '../catalogue/to-gateway-spec';
import type { UsagePlanRef } from '../../shared/domain/catalogue';
import {
  type DeploymentStage,
  planTiers,
  type ProductStage,
  productStages,
  usagePlanName,
  usagePlans,
} from '../../shared/plans';
import { accessLogFormat } from './access-log-format';
import { withAccessTokenCheck } from './product-api-token-auth';

export interface ProductApiProps {
  readonly stage: DeploymentStage;
  readonly service: ServiceSource;
  /** Access-log destination per product stage (shared by every service). */
  readonly accessLogs: Readonly<Record<ProductStage, IAccessLogDestination>>;
  /** API Gateway's account logging role: stages are created after it. */
  readonly logging: IDependable;
  /** The pool whose access tokens (try-out scope) the 'cognito' operations check. */
  readonly userPool: IUserPool;
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
 * integrations answering the documented examples, or Lambda proxy calls to its `backend`, API
 * key required, and on the operations whose authorizer is 'cognito' an access token of the user
 * pool too), deployed to the stages `sandbox` and `prod`, with one usage plan per stage and
 * tier. A plan holds only this service's stage, so a key in it calls this service and nothing
 * else (ARCHITECTURE.md "Keys, plans").
 */
export class ProductApi extends Construct {
  readonly api: SpecRestApi;
  readonly apiId: string;
  readonly stages: Readonly<Record<ProductStage, Stage>>;
  /** The spec's Service.usagePlans: 4 tiers × 2 stages. */
  readonly usagePlans: readonly UsagePlanRef[];

  constructor(scope: Construct, id: string, props: ProductApiProps) {
    super(scope, id);
    const { service, backend } = props;
    const spec = withAccessTokenCheck(
      toGatewaySpec(
        service.openapi,
        backend ? { lambdaInvocationUri: lambdaInvocationUri(backend) } : undefined,
      ),
      service.openapi,
      props.userPool.userPoolArn,
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
    // `api.url` and usage plans read the API's deployment stage.
    this.api.deploymentStage = this.stages.sandbox;
    if (backend) this.allowInvoke(backend);

    const refs: UsagePlanRef[] = [];
    for (const stageName of productStages) {
      for (const tier of planTiers) {
        const limits = usagePlans[tier];
        const name = usagePlanName(service.service, stageName, tier);
        const plan = new UsagePlan(this, `plan-${stageName}-${tier.toLowerCase()}`, {
          name,
          description: `${service.apiName}, ${stageName}, ${tier} (spec §9)`,
          quota: { limit: limits.quotaPerMonth, period: Period.MONTH },
          throttle: { rateLimit: limits.ratePerSecond, burstLimit: limits.burst },
          apiStages: [{ api: this.api, stage: this.stages[stageName] }],
        });
        refs.push({ id: plan.usagePlanId, name, stage: stageName, tier });
      }
    }
    this.usagePlans = refs;
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
