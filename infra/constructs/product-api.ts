import { Validations } from 'aws-cdk-lib';
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
}

/**
 * One service of the catalogue as an API Gateway REST API built from its OpenAPI document (mock
 * integrations answering the documented examples, API key required, and on the operations whose
 * authorizer is 'cognito' an access token of the user pool too), deployed to the stages
 * `sandbox` and `prod`, with one usage plan per stage and tier. A plan holds only this service's
 * stage, so a key in it calls this service and nothing else (ARCHITECTURE.md "Keys, plans").
 */
export class ProductApi extends Construct {
  readonly api: SpecRestApi;
  readonly apiId: string;
  readonly stages: Readonly<Record<ProductStage, Stage>>;
  /** The spec's Service.usagePlans: 4 tiers × 2 stages. */
  readonly usagePlans: readonly UsagePlanRef[];

  constructor(scope: Construct, id: string, props: ProductApiProps) {
    super(scope, id);
    const { service } = props;
    const spec = withAccessTokenCheck(
      toGatewaySpec(service.openapi),
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
      reason:
        'The API is imported from its OpenAPI document, so a request validator would live in the ' +
        'document (x-amazon-apigateway-request-validators), not as a separate resource; the ' +
        'mock backends answer fixed examples whatever the input. To add with real backends.',
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
            ? 'Mock backends answering the documented examples; self-service keys'
            : 'Production; keys only from an approved production-access request',
        accessLogDestination: props.accessLogs[stageName],
        accessLogFormat: accessLogFormat({ apiKeyId: '$context.identity.apiKeyId' }),
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: false,
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
}
