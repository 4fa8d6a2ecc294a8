import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { sharedTestStack } from './testing/shared-test-stack';
import { makeTestStack } from './testing/test-stack';

/** Every template of the stack and its nested stacks, by construct path. */
function templates(stack: Stack): Record<string, unknown> {
  const stacks = [stack, ...stack.node.findAll().filter(Stack.isStack)].filter(
    (found, index, all) => all.indexOf(found) === index,
  );
  return Object.fromEntries(
    stacks.map((each) => [each.node.path, Template.fromStack(each).toJSON()]),
  );
}

/**
 * A redeploy with no change must show no difference in `cdk diff` (docs/deploy.md, checklist):
 * nothing in a template may depend on when or where it was synthesised.
 */
describe.each(['dev', 'prod'])('two synths of %s with the same settings', (stage) => {
  it('give the same templates, nested stacks included', () => {
    const context = {
      stage,
      adminEmail: 'portal-admin@example.com',
      alarmEmail: 'ops@example.com',
    };
    // The other files' stack of the stage (prod's settings are the test's own) and a new one.
    const first = templates(sharedTestStack({ context }).stack);
    const second = templates(makeTestStack({ context }).stack);
    expect(Object.keys(first).length).toBeGreaterThan(1);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });
});
