import { Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { MarqueFunction } from './marque-function';
import { testApp } from '../testing/test-app';

const missing = 'lambdas/no-such-handler.ts';

function make(bundling: boolean): Stack {
  const app = testApp({ context: bundling ? {} : { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'FunctionTest');
  new MarqueFunction(stack, 'fn', { stage: 'dev', entry: missing, description: 'test' });
  return stack;
}

describe('MarqueFunction', () => {
  it('warns about a missing handler module when the stack is not bundled', () => {
    Annotations.fromStack(make(false)).hasWarning(
      '/FunctionTest/fn',
      Match.stringLikeRegexp(`${missing} does not exist yet`),
    );
  });

  it('refuses a missing handler module when the stack is bundled', () => {
    expect(() => make(true)).toThrow(/Cannot find entry file/);
  });
});
