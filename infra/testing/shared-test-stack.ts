/** The stack of a stage as makeTestStack makes it, synthesised once and shared by the CDK tests. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { App } from 'aws-cdk-lib';
import { loadCatalogue } from '../catalogue/read-catalogue';
import type { MarqueStack } from '../marque-stack';
import { deployableContext, makeTestStack } from './test-stack';

export interface SharedStackOptions {
  /** The stage's context (dev when none), as makeTestStack takes it. */
  context?: Record<string, unknown>;
  /** The repository's catalogue instead of the two-service fixture. */
  realCatalogue?: boolean;
}

const made = new Map<string, { app: App; stack: MarqueStack }>();

/**
 * One key for contexts that make the same stack: the default stage and what makeTestStack adds
 * (deployableContext) written out, keys in order.
 */
function normalContext(context: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(deployableContext({ stage: 'dev', ...context })).sort(([a], [b]) =>
      a.localeCompare(b),
    ),
  );
}

/**
 * The test stack of these options, made and synthesised on the first call of the test worker and
 * the same objects after (the cdk vitest project shares modules between its files): for tests
 * that only read it. A test that adds to the tree, an aspect or a validation plugin makes its own
 * with makeTestStack.
 *
 * Synthesised at once, so every reader sees the same finished tree, and into a folder of its own:
 * a nested stack's template is read back from the app's folder, where the next app of the same
 * stack name would write over it.
 */
export function sharedTestStack(options: SharedStackOptions = {}): {
  app: App;
  stack: MarqueStack;
} {
  const context = normalContext(options.context);
  const key = JSON.stringify({ context, realCatalogue: options.realCatalogue ?? false });
  const known = made.get(key);
  if (known) return known;
  const outdir = mkdtempSync(`${process.env.MARQUE_CDK_TEST_OUTDIR ?? tmpdir()}/shared-`);
  const shared = makeTestStack({
    context,
    catalogue: options.realCatalogue ? loadCatalogue() : undefined,
    outdir,
  });
  shared.app.synth();
  made.set(key, shared);
  return shared;
}
