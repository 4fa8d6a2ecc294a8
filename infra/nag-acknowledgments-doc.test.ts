import { readFileSync } from 'node:fs';
import type { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromRepoRoot } from './constructs/marque-function';
import { MarqueEdgeStack } from './edge-stack';
import {
  acknowledgmentsOf,
  documentedAcknowledgments,
  documentedRow,
  type Acknowledgment,
} from './testing/nag-acknowledgments';
import { testApp } from './testing/test-app';
import { sharedTestPipeline } from './testing/test-pipeline';
import { sharedTestStack } from './testing/shared-test-stack';
import { makeTestStack } from './testing/test-stack';

const docHeading = '## cdk-nag acknowledgments';

/**
 * Deployments that between them make every acknowledgment: each optional part on and off
 * (preprod and prod also get the settings they cannot go without, from makeTestStack).
 */
const deployments: Record<string, unknown>[] = [
  { stage: 'dev' },
  {
    stage: 'prod',
    siteDomain: 'developer.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
    adminEmail: 'portal-admin@example.com',
    sesFromAddress: 'no-reply@example.com',
    sesIdentity: 'verified',
    corporateIdp: {
      type: 'oidc',
      name: 'corp',
      clientId: 'marque',
      clientSecretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:corp-AbCdEf',
      issuerUrl: 'https://login.example.com',
    },
  },
  {
    stage: 'preprod',
    sesFromAddress: 'no-reply@example.com',
    corporateIdp: { type: 'saml', name: 'corp', metadataUrl: 'https://idp.example.com/m' },
  },
];

let apps: App[];
let acknowledged: Acknowledgment[];

beforeAll(() => {
  // The real catalogue on one of them: its product backends (customer sign-in) add their own.
  apps = deployments.map((context, i) =>
    i === 0
      ? sharedTestStack({ context, realCatalogue: true }).app
      : makeTestStack({ context }).app,
  );
  const edge = testApp();
  new MarqueEdgeStack(edge, 'Marque-prod-edge', {
    stage: 'prod',
    env: { account: '123456789012', region: 'us-east-1' },
  });
  apps.push(edge);
  // The deploy pipeline (its stages hold the same stacks as above) and its support stacks.
  apps.push(sharedTestPipeline().app);
  acknowledged = acknowledgmentsOf(apps);
});

describe('cdk-nag (AwsSolutions)', () => {
  it('leaves no finding unacknowledged, error or warning, in any deployment', () => {
    for (const app of apps) {
      const findings = new AwsSolutionsChecks(app)
        .validateScope(app)
        .violations.map(
          (v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
        );
      expect(findings).toEqual([]);
    }
  });

  it('has a reason for every acknowledgment', () => {
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { rule, reason } of acknowledged) {
      expect(reason.length, rule).toBeGreaterThan(20);
    }
  });

  it('lists every acknowledgment in docs/operations.md, and nothing else', () => {
    const readme = readFileSync(fromRepoRoot('docs/operations.md'), 'utf8');
    const listed = documentedAcknowledgments(readme, docHeading);
    // On a difference, the rows to paste under the heading of docs/operations.md:
    const rows = acknowledged.map(documentedRow).join('\n');
    expect(listed, `docs/operations.md rows:\n${rows}`).toEqual(acknowledged);
  });
});
