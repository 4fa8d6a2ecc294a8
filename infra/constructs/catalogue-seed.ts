import { CustomResource, Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { CatalogueSource } from '../catalogue/catalogue-source';
import { toCatalogueSeed } from '../catalogue/to-catalogue-seed';
import { tables } from '../../lambdas/data/tables';
import type { DeploymentStage } from '../../shared/plans';
import { MarqueFunction } from './marque-function';
import type { ProductApiRef } from './product-apis';
import { addSeedProvider } from './seed-provider';

export interface CatalogueSeedProps {
  readonly stage: DeploymentStage;
  readonly catalogue: CatalogueSource;
  /** The product API of every service of the catalogue, by service slug. */
  readonly services: Readonly<Record<string, ProductApiRef>>;
  readonly table: ITable;
}

/** The seed handler's module (written by the catalogue area), relative to the repository root. */
export const seedHandlerEntry = 'lambdas/catalogue/seed-catalogue-handler.ts';

/**
 * Writes the catalogue table at deploy: a custom resource whose `Seed` property is the
 * CatalogueSeed as JSON, product API and usage plan ids filled in by CloudFormation. A changed
 * catalogue changes the property, so the next deploy seeds again.
 */
export class CatalogueSeed extends Construct {
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: CatalogueSeedProps) {
    super(scope, id);
    const ref = (service: string): ProductApiRef => {
      const found = props.services[service];
      if (!found) throw new Error(`No product API for service ${service}`);
      return found;
    };
    const seed = toCatalogueSeed(props.catalogue, {
      apiId: (service) => ref(service).apiId,
      usagePlans: (service) => [...ref(service).usagePlans],
    });

    const { fn: handler } = new MarqueFunction(this, 'handler', {
      stage: props.stage,
      entry: seedHandlerEntry,
      description: 'Marque: writes the catalogue table at deploy',
      environment: { [tables.catalogue.envVar]: props.table.tableName },
      timeout: Duration.minutes(5),
    });
    props.table.grantReadWriteData(handler);

    const provider = addSeedProvider(this, handler, {
      stage: props.stage,
      description: 'CDK Provider framework of the catalogue seed',
    });

    this.resource = new CustomResource(this, 'seed', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::MarqueCatalogueSeed',
      properties: { Seed: Stack.of(this).toJsonString(seed) },
    });
  }
}
