import { Aws, type CfnElement, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  type CfnUsagePlan,
  type IAccessLogDestination,
  LogGroupLogDestination,
  Period,
  UsagePlan,
} from 'aws-cdk-lib/aws-apigateway';
import { type IRole, ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct, type IDependable } from 'constructs';
import type { CatalogueSource } from '../catalogue/catalogue-source';
import type { UsagePlanRef } from '../../shared/domain/catalogue';
import {
  type DeploymentStage,
  planTiers,
  type ProductStage,
  productStages,
  usagePlanName,
  usagePlans,
} from '../../shared/plans';
import type { ProductApi } from './product-api';
import { ProductApiShard, servicesPerShard } from './product-api-shard';
import { ProductAuthorizers } from './product-authorizers';

export interface ProductApisProps {
  readonly stage: DeploymentStage;
  /** This deployment's name (the portal stack's), which names its usage plans. */
  readonly deployment: string;
  readonly catalogue: CatalogueSource;
  /** API Gateway's account logging role: stages are created after it. */
  readonly logging: IDependable;
  /** The pool whose access tokens the 'cognito' operations check. */
  readonly userPool: IUserPool;
  /**
   * The customer pool (Customer Authentication's customers) whose access tokens the
   * 'customerToken' operations check, and its app client (in the parent stack).
   */
  readonly customerPool: { readonly userPool: IUserPool; readonly clientId: string };
  /** Lambda backends by service slug (`productBackends`); the other services answer mocks. */
  readonly backends?: Readonly<Record<string, IFunction>>;
}

/** What the catalogue seed needs of a service's product API. */
export interface ProductApiRef {
  readonly apiId: string;
  readonly usagePlans: readonly UsagePlanRef[];
}

/**
 * The maker's APIs: one ProductApi per service of the catalogue, and the deployment's usage
 * plans: one per product stage and tier (8), each holding that stage of every service. A
 * subscription's key joins the plan of its stage and tier, and the product authorizer lets it
 * call only its own service there, so neither the plans (AWS's default quota: 300 per account
 * and region) nor the policies naming them grow with the catalogue.
 */
export class ProductApis extends Construct {
  /** By service slug. */
  readonly services: Readonly<Record<string, ProductApiRef>>;
  readonly apis: readonly ProductApi[];
  /** The deployment's usage plans (the spec's Service.usagePlans of every service). */
  readonly usagePlans: readonly UsagePlanRef[];
  /** Where every product API stage writes its access logs, one group per product stage. */
  readonly accessLogGroups: readonly LogGroup[];
  private readonly plans: readonly UsagePlan[];

  constructor(scope: Construct, id: string, props: ProductApisProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    const accessLogs: Partial<Record<ProductStage, IAccessLogDestination>> = {};
    const accessLogGroups: LogGroup[] = [];
    for (const stageName of productStages) {
      const group = new LogGroup(this, `access-logs-${stageName}`, {
        retention: prod ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
        removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      });
      accessLogs[stageName] = new LogGroupLogDestination(group);
      accessLogGroups.push(group);
    }
    this.accessLogGroups = accessLogGroups;

    const backends = props.backends ?? {};
    const slugs = props.catalogue.categories.flatMap((c) => c.services.map((s) => s.service));
    const unknown = Object.keys(backends).find((slug) => !slugs.includes(slug));
    if (unknown) throw new Error(`Backend for ${unknown}, which is not in the catalogue`);

    const authorizers = new ProductAuthorizers(this, 'authorizers', {
      stage: props.stage,
      userPool: props.userPool,
      customerPool: props.customerPool,
    });
    const services = props.catalogue.categories.flatMap((c) => c.services);
    const seen = new Set<string>();
    for (const { service } of services) {
      if (seen.has(service)) throw new Error(`Service ${service} appears twice in the catalogue`);
      seen.add(service);
    }
    const apis: ProductApi[] = [];
    const shards: ProductApiShard[] = [];
    for (let start = 0; start < services.length; start += servicesPerShard) {
      const shard = new ProductApiShard(this, `shard-${shards.length + 1}`, {
        stage: props.stage,
        services: services.slice(start, start + servicesPerShard),
        accessLogs: accessLogs as Record<ProductStage, IAccessLogDestination>,
        logging: props.logging,
        authorizers: authorizers.uris,
        backends,
      });
      shards.push(shard);
      apis.push(...shard.apis);
    }
    this.apis = apis;

    const plans: UsagePlan[] = [];
    const refs: UsagePlanRef[] = [];
    for (const stageName of productStages) {
      for (const tier of planTiers) {
        const limits = usagePlans[tier];
        const name = usagePlanName(props.deployment, stageName, tier);
        const plan = new UsagePlan(this, `plan-${stageName}-${tier.toLowerCase()}`, {
          name,
          description: `Marque ${props.stage}: every service's ${stageName} stage, ${tier} (spec §9)`,
          quota: { limit: limits.quotaPerMonth, period: Period.MONTH },
          throttle: { rateLimit: limits.ratePerSecond, burstLimit: limits.burst },
        });
        // The stage by its name, not a reference to it: one output per API (its id) from each
        // shard rather than three; the shards (and so the stages) are made before the plan.
        (plan.node.defaultChild as CfnUsagePlan).apiStages = apis.map((api) => ({
          apiId: api.apiId,
          stage: stageName,
        }));
        for (const shard of shards) plan.node.addDependency(shard);
        plans.push(plan);
        refs.push({ id: plan.usagePlanId, name, stage: stageName, tier });
      }
    }
    this.plans = plans;
    this.usagePlans = refs;
    this.services = Object.fromEntries(
      apis.map((api) => [api.service, { apiId: api.apiId, usagePlans: refs }]),
    );
  }

  /**
   * Lets a role use these usage plans, and no other plan, only as `grant` says: `keys` the
   * usage-plan key calls (CreateUsagePlanKey POST /usageplans/<id>/keys, DeleteUsagePlanKey
   * DELETE /usageplans/<id>/keys/<key>), `readUsage` GetUsage (GET /usageplans/<id>/usage) and
   * GetUsagePlanKeys (GET /usageplans/<id>/keys),
   * `updateUsage` UpdateUsage (PATCH /usageplans/<id>/keys/<key>/usage, and no other PATCH).
   * One managed policy in this stack, where the plan ids are known (passing them to the parent
   * would be an output per plan); the deployment has 8 plans whatever the catalogue, so it stays
   * far below IAM's 6,144 characters (infra/limits checks it in the longest region name).
   */
  grantPlans(role: IRole, name: string, grant: PlanGrant): ManagedPolicy {
    const base = `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::`;
    const plans = this.plans;
    const arns = (suffix: string) =>
      plans.map((plan) => `${base}/usageplans/${plan.usagePlanId}${suffix}`);
    const statements: PolicyStatement[] = [];
    if (grant.keys.length > 0) {
      statements.push(
        new PolicyStatement({
          actions: grant.keys.map((method) => `apigateway:${method}`),
          resources: arns('/keys*'),
        }),
      );
    }
    if (grant.readUsage) {
      // GetUsage, and GetUsagePlanKeys: a shared plan's usage names key ids, and only the
      // keys' names (lambdas/usage/plan-key-subscriptions.ts) tell whose service each is.
      statements.push(
        new PolicyStatement({
          actions: ['apigateway:GET'],
          resources: [...arns('/usage'), ...arns('/keys')],
        }),
      );
    }
    if (grant.updateUsage) {
      statements.push(
        new PolicyStatement({ actions: ['apigateway:PATCH'], resources: arns('/keys/*/usage') }),
      );
    }
    // Attached from the role's side: the role's stack names this policy, not the other way,
    // so this stack never depends on the functions' stacks (which depend on the site, whose
    // CSP depends on this stack).
    const policy = new ManagedPolicy(this, name, {
      description: `${grant.description} on the deployment's usage plans`,
      statements,
    });
    role.addManagedPolicy(policy);
    const planId = (plan: UsagePlan) =>
      `<${Stack.of(plan).getLogicalId(plan.node.defaultChild as CfnElement)}>`;
    const wildcard = (suffix: string, reason: string) =>
      plans.map((plan) => ({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/usageplans/${planId(plan)}${suffix}]`,
        reason,
      }));
    if (grant.keys.length > 0) {
      Validations.of(policy).acknowledge(
        ...wildcard(
          '/keys*',
          'One usage plan of this deployment; the wildcard covers only its keys collection and ' +
            'the keys in it, whose ids are made at run time (one per subscription).',
        ),
      );
    }
    if (grant.updateUsage) {
      Validations.of(policy).acknowledge(
        ...wildcard(
          '/keys/*/usage',
          'One usage plan of this deployment; the wildcard is the key, whose id is made at run ' +
            'time (one per subscription): only the usage of keys in that plan.',
        ),
      );
    }
    return policy;
  }
}

/** What a role may do on this stack's usage plans (see ProductApis.grantPlans). */
export interface PlanGrant {
  description: string;
  keys: readonly ('POST' | 'DELETE')[];
  readUsage: boolean;
  updateUsage?: boolean;
}
