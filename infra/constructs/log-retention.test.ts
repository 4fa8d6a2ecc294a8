import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import type { MarqueStack } from '../marque-stack';
import { sharedTestStack } from '../testing/shared-test-stack';

interface CfnResource {
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
}

const templatesOf = (stack: MarqueStack) =>
  [stack, stack.productApis, stack.monitoring].map(
    (s) => [s.node.id, Template.fromStack(s)] as const,
  );

/**
 * CDK's own provider that empties the site buckets when a non-prod stack is deleted: CDK makes
 * it without a logging option, so Lambda makes its log group (no expiry) on its only run, the
 * deletion. Prod keeps its buckets and has no such provider.
 */
const autoDeleteProvider = 'CustomS3AutoDeleteObjectsCustomResourceProviderHandler';

describe('logs', () => {
  for (const stage of ['dev', 'prod'] as const) {
    it(`every function of every stack writes to a log group of its own with a retention (${stage})`, () => {
      for (const [name, template] of templatesOf(sharedTestStack({ context: { stage } }).stack)) {
        const groups = template.findResources('AWS::Logs::LogGroup') as Record<string, CfnResource>;
        for (const [id, fn] of Object.entries(
          template.findResources('AWS::Lambda::Function') as Record<string, CfnResource>,
        ).filter(([id]) => !id.startsWith(autoDeleteProvider))) {
          const config = fn.Properties.LoggingConfig as { LogGroup?: { Ref?: string } } | undefined;
          const group = config?.LogGroup?.Ref;
          expect(group, `${name}/${id} names its log group`).toBeDefined();
          expect(groups[group!]?.Properties.RetentionInDays, `${name}/${id}`).toBeGreaterThan(0);
        }
        for (const [id, group] of Object.entries(groups)) {
          expect(group.Properties.RetentionInDays, `${name}/${id}`).toBeGreaterThan(0);
        }
      }
    });
  }

  it("keeps the functions' and access logs when a prod stack is deleted", () => {
    for (const [name, template] of templatesOf(
      sharedTestStack({ context: { stage: 'prod' } }).stack,
    )) {
      const groups = Object.entries(
        template.findResources('AWS::Logs::LogGroup') as Record<string, CfnResource>,
      ).filter(([id]) => !/provider|deployment/i.test(id));
      for (const [id, group] of groups) {
        expect(group.DeletionPolicy, `${name}/${id}`).toBe('Retain');
      }
    }
  });
});
