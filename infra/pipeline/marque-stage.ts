import { Stage } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { CatalogueSource } from '../catalogue/catalogue-source';
import { addMarqueDeployment, type MarqueDeployment } from '../marque-deployment';
import type { PipelineTarget } from './pipeline-config';

export interface MarqueStageProps {
  readonly target: PipelineTarget;
  readonly catalogue: CatalogueSource;
  /** The built web app; default `web/dist` (the pipeline's synth builds it first). */
  readonly siteAssetPath?: string;
}

/** One deployment as a pipeline stage: its two stacks, in the target's account and region. */
export class MarqueStage extends Stage {
  readonly deployment: MarqueDeployment;

  constructor(scope: Construct, props: MarqueStageProps) {
    const { target } = props;
    super(scope, target.stage, { env: { account: target.account, region: target.region } });
    this.deployment = addMarqueDeployment(this, {
      config: target.config,
      catalogue: props.catalogue,
      account: target.account,
      region: target.region,
      siteAssetPath: props.siteAssetPath,
    });
  }
}
