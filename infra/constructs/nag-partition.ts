import { Stack, Token } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * The partition as cdk-nag reads it in a finding: literal where CDK writes it so (a stack in a
 * known region, with cdk.json's flags), else the pseudo parameter.
 */
export function partitionInFinding(scope: IConstruct): string {
  const { partition } = Stack.of(scope);
  return Token.isUnresolved(partition) ? '<AWS::Partition>' : partition;
}
