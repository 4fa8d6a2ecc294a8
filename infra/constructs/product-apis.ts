import { Aws, type CfnElement, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  type IAccessLogDestination,
  LogGroupLogDestination,
  UsagePlan,
} from 'aws-cdk-lib/aws-apigateway';
import { type IRole, ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct, type IDependable } from 'constructs';
import type { CatalogueSource } from '../catalogue/catalogue-source';
import type { UsagePlanRef } from '../../shared/domain/catalogue';
import { type DeploymentStage, type ProductStage, productStages } from '../../shared/plans';
import { ProductApi } from './product-api';

export interface ProductApisProps {
  readonly stage: DeploymentStage;
  readonly catalogue: CatalogueSource;
  /** API Gateway's account logging role: stages are created after it. */
  readonly logging: IDependable;
  /** The pool whose access tokens the 'cognito' operations check. */
  readonly userPool: IUserPool;
  /** Lambda backends by service slug (`productBackends`); the other services answer mocks. */
  readonly backends?: Readonly<Record<string, IFunction>>;
}

/** What the catalogue seed needs of a service's product API. */
export interface ProductApiRef {
  readonly apiId: string;
  readonly usagePlans: readonly UsagePlanRef[];
}

/**
 * The maker's APIs: one ProductApi per service of the catalogue.
 *
 * AWS quota: 300 usage plans per account and region by default. Each service takes 8 (4 tiers ×
 * 2 stages), so about 35 services fill it, fewer when several deployments share an account; a
 * larger catalogue needs the quota raised first.
 */
export class ProductApis extends Construct {
  /** By service slug. */
  readonly services: Readonly<Record<string, ProductApiRef>>;
  readonly apis: readonly ProductApi[];

  constructor(scope: Construct, id: string, props: ProductApisProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    const accessLogs: Partial<Record<ProductStage, IAccessLogDestination>> = {};
    for (const stageName of productStages) {
      const group = new LogGroup(this, `access-logs-${stageName}`, {
        retention: prod ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
        removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      });
      accessLogs[stageName] = new LogGroupLogDestination(group);
    }

    const backends = props.backends ?? {};
    const slugs = props.catalogue.categories.flatMap((c) => c.services.map((s) => s.service));
    const unknown = Object.keys(backends).find((slug) => !slugs.includes(slug));
    if (unknown) throw new Error(`Backend for ${unknown}, which is not in the catalogue`);

    const services: Record<string, ProductApiRef> = {};
    const apis: ProductApi[] = [];
    for (const category of props.catalogue.categories) {
      for (const service of category.services) {
        if (services[service.service]) {
          throw new Error(`Service ${service.service} appears twice in the catalogue`);
        }
        const api = new ProductApi(this, service.service, {
          stage: props.stage,
          service,
          accessLogs: accessLogs as Record<ProductStage, IAccessLogDestination>,
          logging: props.logging,
          userPool: props.userPool,
          backend: backends[service.service],
        });
        services[service.service] = { apiId: api.apiId, usagePlans: api.usagePlans };
        apis.push(api);
      }
    }
    this.services = services;
    this.apis = apis;
  }

  /**
   * Lets a role use these usage plans, and no other plan, only as `grant` says: `keys` the
   * usage-plan key calls (CreateUsagePlanKey POST /usageplans/<id>/keys, DeleteUsagePlanKey
   * DELETE /usageplans/<id>/keys/<key>), `readUsage` GetUsage (GET /usageplans/<id>/usage),
   * `updateUsage` UpdateUsage (PATCH /usageplans/<id>/keys/<key>/usage, and no other PATCH).
   * Managed policies in this stack, where the plan ids are known (passing them to the parent
   * would be an output per plan), split so each stays under IAM's 6,144-character policy size.
   */
  grantPlans(role: IRole, name: string, grant: PlanGrant): ManagedPolicy[] {
    const base = `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::`;
    const plans = this.node.findAll().filter((c): c is UsagePlan => c instanceof UsagePlan);
    const policies: ManagedPolicy[] = [];
    for (let start = 0; start < plans.length; start += plansPerPolicy) {
      const chunk = plans.slice(start, start + plansPerPolicy);
      const statements: PolicyStatement[] = [];
      if (grant.keys.length > 0) {
        statements.push(
          new PolicyStatement({
            actions: grant.keys.map((method) => `apigateway:${method}`),
            resources: chunk.map((plan) => `${base}/usageplans/${plan.usagePlanId}/keys*`),
          }),
        );
      }
      if (grant.readUsage) {
        statements.push(
          new PolicyStatement({
            actions: ['apigateway:GET'],
            resources: chunk.map((plan) => `${base}/usageplans/${plan.usagePlanId}/usage`),
          }),
        );
      }
      if (grant.updateUsage) {
        statements.push(
          new PolicyStatement({
            actions: ['apigateway:PATCH'],
            resources: chunk.map((plan) => `${base}/usageplans/${plan.usagePlanId}/keys/*/usage`),
          }),
        );
      }
      // Attached from the role's side: the role's stack names this policy, not the other way,
      // so this stack never depends on the functions' stacks (which depend on the site, whose
      // CSP depends on this stack).
      const policy = new ManagedPolicy(this, `${name}-${policies.length + 1}`, {
        description: `${grant.description} on the product APIs usage plans`,
        statements,
      });
      role.addManagedPolicy(policy);
      const reason =
        'One usage plan of this stack; the wildcard covers only its keys collection and the ' +
        'keys in it, whose ids are made at run time (one per subscription).';
      if (grant.keys.length > 0) {
        Validations.of(policy).acknowledge(
          ...chunk.map((plan) => ({
            id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/usageplans/<${Stack.of(plan).getLogicalId(plan.node.defaultChild as CfnElement)}>/keys*]`,
            reason,
          })),
        );
      }
      if (grant.updateUsage) {
        Validations.of(policy).acknowledge(
          ...chunk.map((plan) => ({
            id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/usageplans/<${Stack.of(plan).getLogicalId(plan.node.defaultChild as CfnElement)}>/keys/*/usage]`,
            reason:
              'One usage plan of this stack; the wildcard is the key, whose id is made at run ' +
              'time (one per subscription): only the usage of keys in that plan.',
          })),
        );
      }
      policies.push(policy);
    }
    return policies;
  }
}

/** What a role may do on this stack's usage plans (see ProductApis.grantPlans). */
export interface PlanGrant {
  description: string;
  keys: readonly ('POST' | 'DELETE')[];
  readUsage: boolean;
  updateUsage?: boolean;
}

/**
 * About 60 characters per plan ARN once deployed, three ARNs a plan at most (keys, usage, keys'
 * usage): 32 plans stay under 6,144 characters, and the catalogue's ~280 plans (the regional
 * quota of 300) take 9 policies; with the Lambda basic execution policy that is the 10 managed
 * policies a role may have by default, so more plans need that quota raised first.
 */
const plansPerPolicy = 32;
