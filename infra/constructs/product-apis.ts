import { RemovalPolicy } from 'aws-cdk-lib';
import { type IAccessLogDestination, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigateway';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
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
        });
        services[service.service] = { apiId: api.apiId, usagePlans: api.usagePlans };
        apis.push(api);
      }
    }
    this.services = services;
    this.apis = apis;
  }
}
