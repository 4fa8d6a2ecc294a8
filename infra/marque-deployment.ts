import type { Construct } from 'constructs';
import type { CatalogueSource } from './catalogue/catalogue-source';
import { MarqueEdgeStack } from './edge-stack';
import { MarqueStack } from './marque-stack';
import type { StageConfig } from './stage-config';

export interface MarqueDeploymentProps {
  readonly config: StageConfig;
  readonly catalogue: CatalogueSource;
  /** The account of both stacks; undefined leaves it to the CLI's credentials. */
  readonly account?: string;
  /** The portal stack's region; the edge stack is always in us-east-1. */
  readonly region?: string;
  /** The built web app; default `web/dist`. */
  readonly siteAssetPath?: string;
}

export interface MarqueDeployment {
  readonly edge: MarqueEdgeStack;
  readonly portal: MarqueStack;
}

/**
 * One deployment of the portal: `Marque-<stage>-edge` (CloudFront's web ACL, which must live in
 * us-east-1) and `Marque-<stage>`. bin/marque.ts puts them in the app (`cdk deploy -c stage=…`);
 * the pipeline puts them in one Stage per deployment: the same stacks, named alike, either way.
 */
export function addMarqueDeployment(
  scope: Construct,
  props: MarqueDeploymentProps,
): MarqueDeployment {
  const { config } = props;
  const { stage } = config;
  const tags = { app: 'marque', stage };
  const terminationProtection = stage === 'prod';
  const edgeName = `Marque-${stage}-edge`;
  const edge = new MarqueEdgeStack(scope, edgeName, {
    stackName: edgeName,
    stage,
    alarmEmail: config.alarmEmail,
    description: `Marque developer portal (${stage}): CloudFront's WAF web ACL and alarms, us-east-1`,
    terminationProtection,
    env: { account: props.account, region: 'us-east-1' },
    tags,
  });
  const portalName = `Marque-${stage}`;
  const portal = new MarqueStack(scope, portalName, {
    stackName: portalName,
    config,
    catalogue: props.catalogue,
    siteAssetPath: props.siteAssetPath,
    description: `Marque developer portal (${stage})`,
    terminationProtection,
    env: { account: props.account, region: props.region },
    tags,
  });
  portal.addStackDependency(edge, 'the site reads the web ACL ARN the edge stack writes');
  return { edge, portal };
}
