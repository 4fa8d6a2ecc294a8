import { readFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tables } from '../lambdas/data/tables';
import { fromRepoRoot } from './constructs/marque-function';
import { sharedTestStack } from './testing/shared-test-stack';

/** The restore drill of docs/operations.md, checked against what the stack deploys. */
describe('the restore drill', () => {
  const guide = readFileSync(fromRepoRoot('docs/operations.md'), 'utf8');
  const start = guide.indexOf('\n## Restore drill\n');
  const drill = start === -1 ? '' : (guide.slice(start).split('\n## ')[1] ?? '');
  const ids = Object.values(tables).map((table) => table.id);

  it('names every table of the portal', () => {
    expect(drill.length).toBeGreaterThan(0);
    for (const id of ids) expect(drill, id).toContain(`\`${id}\``);
  });

  it('restores only what the template can: every table it names has point-in-time recovery', () => {
    const template = Template.fromStack(sharedTestStack({ context: { stage: 'prod' } }).stack);
    const deployed = Object.values(template.findResources('AWS::DynamoDB::Table'));
    expect(deployed).toHaveLength(ids.length);
    for (const table of deployed) {
      expect(table.Properties.PointInTimeRecoverySpecification).toEqual({
        PointInTimeRecoveryEnabled: true,
      });
      expect(table.DeletionPolicy).toBe('Retain');
    }
  });
});
