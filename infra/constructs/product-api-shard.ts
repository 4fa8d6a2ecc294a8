import { NestedStack } from 'aws-cdk-lib';
import type { IAccessLogDestination } from 'aws-cdk-lib/aws-apigateway';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct, IDependable } from 'constructs';
import type { ServiceSource } from '../catalogue/catalogue-source';
import type { DeploymentStage, ProductStage } from '../../shared/plans';
import { ProductApi } from './product-api';
import type { ProductAuthorizerUris } from './product-api-authorizers';

/**
 * How many services one nested stack of product APIs holds. A service is 4 resources (API,
 * deployment, 2 stages) and, as written, about 5-17 KB of template (its imported document):
 * 25 keep a shard near 250 KB and 100 resources, far from CloudFormation's 1,000,000 bytes and
 * 500 resources, and its outputs (one API id per service) far from 200.
 */
export const servicesPerShard = 25;

export interface ProductApiShardProps {
  readonly stage: DeploymentStage;
  readonly services: readonly ServiceSource[];
  readonly accessLogs: Readonly<Record<ProductStage, IAccessLogDestination>>;
  readonly logging: IDependable;
  readonly authorizers: ProductAuthorizerUris;
  readonly backends: Readonly<Record<string, IFunction>>;
}

/** A slice of the catalogue's product APIs in a nested stack of its own (see servicesPerShard). */
export class ProductApiShard extends NestedStack {
  readonly apis: readonly ProductApi[];

  constructor(scope: Construct, id: string, props: ProductApiShardProps) {
    const slugs = props.services.map((s) => s.service);
    super(scope, id, {
      description: `Marque ${props.stage}: ${slugs.length} product APIs, ${slugs[0]} to ${slugs.at(-1)}`,
    });
    this.apis = props.services.map(
      (service) =>
        new ProductApi(this, service.service, {
          stage: props.stage,
          service,
          accessLogs: props.accessLogs,
          logging: props.logging,
          authorizers: props.authorizers,
          backend: props.backends[service.service],
        }),
    );
  }
}
