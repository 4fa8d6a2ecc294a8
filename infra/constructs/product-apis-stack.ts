import { NestedStack, Stack, Tags } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct, IDependable } from 'constructs';
import { deploymentTagKey } from '../../shared/deployment-tag';
import type { CatalogueSource } from '../catalogue/catalogue-source';
import type { DeploymentStage } from '../../shared/plans';
import { CatalogueSeed } from './catalogue-seed';
import { ProductApis } from './product-apis';

export interface ProductApisStackProps {
  readonly stage: DeploymentStage;
  /** This deployment's name (the portal stack's), which names its usage plans. */
  readonly deployment: string;
  readonly catalogue: CatalogueSource;
  readonly catalogueTable: ITable;
  /** API Gateway's account logging role (in the parent stack). */
  readonly logging: IDependable;
  /** The pool whose access tokens the 'cognito' operations check (in the parent stack). */
  readonly userPool: IUserPool;
  /**
   * The customer pool (Customer Authentication's customers) whose access tokens the
   * 'customerToken' operations check, and its app client (in the parent stack).
   */
  readonly customerPool: { readonly userPool: IUserPool; readonly clientId: string };
  /**
   * Lambda backends by service slug (in the parent stack: this stack takes their ARNs, and
   * grants API Gateway the call with permissions of its own, so the parent never depends on it).
   */
  readonly backends?: Readonly<Record<string, IFunction>>;
}

/**
 * The product APIs, their authorizers, the deployment's usage plans and the catalogue seed, in
 * a nested stack of their own. Why nested: each service adds 4 resources (API, deployment, 2
 * stages), so the catalogue alone would fill the parent's 500 resources. The seed sits here
 * too because it reads every API id: from the parent that would be one nested stack output
 * per service, past the 200 outputs a template may have.
 */
export class ProductApisStack extends NestedStack {
  readonly productApis: ProductApis;
  readonly seed: CatalogueSeed;

  constructor(scope: Construct, id: string, props: ProductApisStackProps) {
    super(scope, id, { description: `Marque ${props.stage}: the maker's APIs and catalogue seed` });
    // Its APIs and usage plans carry the deployment's id (the portal stack's name), as its keys do.
    Tags.of(this).add(deploymentTagKey, Stack.of(scope).stackName, {
      includeResourceTypes: [
        'AWS::ApiGateway::RestApi',
        'AWS::ApiGateway::Stage',
        'AWS::ApiGateway::UsagePlan',
      ],
    });
    this.productApis = new ProductApis(this, 'product-apis', {
      stage: props.stage,
      deployment: props.deployment,
      catalogue: props.catalogue,
      logging: props.logging,
      userPool: props.userPool,
      customerPool: props.customerPool,
      backends: props.backends,
    });
    this.seed = new CatalogueSeed(this, 'catalogue-seed', {
      stage: props.stage,
      catalogue: props.catalogue,
      services: this.productApis.services,
      table: props.catalogueTable,
    });
  }
}
