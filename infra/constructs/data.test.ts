import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type TableDef, tables } from '../../lambdas/data/tables';
import type { DeploymentStage } from '../../shared/plans';
import { Data } from './data';
import { testApp } from '../testing/test-app';

function synth(stage: DeploymentStage): { template: Template; data: Data } {
  const stack = new Stack(testApp(), 'DataTest');
  const data = new Data(stack, 'data', { stage });
  return { template: Template.fromStack(stack), data };
}

const defs = Object.values(tables) as TableDef[];

describe('Data', () => {
  const { template, data } = synth('dev');

  it('makes one table per table definition', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', defs.length);
    expect(Object.keys(data.tables).sort()).toEqual(Object.keys(tables).sort());
  });

  it.each(defs.map((def) => [def.id, def] as const))(
    'table %s: keys, indexes, on-demand, PITR, encryption, TTL',
    (_id, def) => {
      const keySchema = [{ AttributeName: def.partitionKey.name, KeyType: 'HASH' }];
      if (def.sortKey) keySchema.push({ AttributeName: def.sortKey.name, KeyType: 'RANGE' });
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: keySchema,
        AttributeDefinitions: Match.arrayWith([
          { AttributeName: def.partitionKey.name, AttributeType: def.partitionKey.type },
        ]),
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        TimeToLiveSpecification: def.ttlAttribute
          ? { AttributeName: def.ttlAttribute, Enabled: true }
          : Match.absent(),
        GlobalSecondaryIndexes:
          def.indexes.length > 0
            ? def.indexes.map((index) => Match.objectLike({ IndexName: index.name }))
            : Match.absent(),
      });
    },
  );

  it("expires customers' OTPs and tickets by expiresAt; keeps every audit entry", () => {
    const byId = (id: string) => {
      const found = Object.entries(template.findResources('AWS::DynamoDB::Table')).filter(
        ([logicalId]) => logicalId.startsWith(`datatable${id}`),
      );
      expect(found, id).toHaveLength(1);
      return found[0]![1].Properties as Record<string, unknown>;
    };
    expect(byId('customers')).toMatchObject({
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    const audit = byId('audit');
    expect(audit.TimeToLiveSpecification).toBeUndefined();
    expect(audit.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });

  it('can be deleted outside prod', () => {
    template.allResources('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });

  it('keeps prod tables and protects them from deletion', () => {
    synth('prod').template.allResources('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
  });
});
