import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  type ITable,
  ProjectionType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { type KeyDef, type TableDef, type TableId, tables } from '../../lambdas/data/tables';
import type { DeploymentStage } from '../../shared/plans';

export interface DataProps {
  readonly stage: DeploymentStage;
}

function attribute(key: KeyDef): { name: string; type: AttributeType } {
  return { name: key.name, type: key.type === 'N' ? AttributeType.NUMBER : AttributeType.STRING };
}

/** One on-demand DynamoDB table per entry of `lambdas/data/tables.ts`. */
export class Data extends Construct {
  readonly tables: Readonly<Record<TableId, ITable>>;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    const made: Partial<Record<TableId, ITable>> = {};
    for (const [tableId, def] of Object.entries(tables) as [TableId, TableDef][]) {
      const table = new Table(this, `table-${def.id}`, {
        partitionKey: attribute(def.partitionKey),
        sortKey: def.sortKey ? attribute(def.sortKey) : undefined,
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: TableEncryption.AWS_MANAGED,
        timeToLiveAttribute: def.ttlAttribute,
        deletionProtection: prod,
        removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      });
      for (const index of def.indexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: attribute(index.partitionKey),
          sortKey: index.sortKey ? attribute(index.sortKey) : undefined,
          projectionType: ProjectionType.ALL,
        });
      }
      made[tableId] = table;
    }
    this.tables = made as Record<TableId, ITable>;
  }
}
