/** The stacks of one deployment, as `bin/marque.ts` adds them to the app (the limits test too). */
import type { App } from 'aws-cdk-lib';
import type { CatalogueSource } from './catalogue/catalogue-source';
import { MarqueEdgeStack } from './edge-stack';
import { MarqueStack } from './marque-stack';
import type { StageConfig } from './stage-config';

export interface MarqueStacks {
  edge: MarqueEdgeStack;
  portal: MarqueStack;
}

export function addMarqueStacks(
  app: App,
  config: StageConfig,
  catalogue: CatalogueSource,
  env: { account?: string; region?: string } = {},
): MarqueStacks {
  const { account, region } = env;
  // CloudFront's web ACL must live in us-east-1, whatever region the portal is in.
  const edge = new MarqueEdgeStack(app, `Marque-${config.stage}-edge`, {
    stage: config.stage,
    description: `Marque developer portal (${config.stage}): CloudFront's WAF web ACL, us-east-1`,
    terminationProtection: config.stage === 'prod',
    env: { account, region: 'us-east-1' },
    tags: { app: 'marque', stage: config.stage },
  });

  const portal = new MarqueStack(app, `Marque-${config.stage}`, {
    config,
    catalogue,
    description: `Marque developer portal (${config.stage})`,
    terminationProtection: config.stage === 'prod',
    env: { account, region },
    tags: { app: 'marque', stage: config.stage },
  });
  portal.addDependency(edge, 'the site reads the web ACL ARN the edge stack writes');
  return { edge, portal };
}
