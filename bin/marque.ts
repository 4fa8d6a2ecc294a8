/** The CDK app: `npx cdk synth -c stage=prod` (stage defaults to dev; see infra/stage-config.ts). */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadCatalogue } from '../infra/catalogue/read-catalogue';
import { featureFlags } from '../infra/feature-flags';
import { addMarqueDeployment } from '../infra/marque-deployment';
import { MarquePipelineStack } from '../infra/pipeline/marque-pipeline-stack';
import { pipelineConfigFromContext } from '../infra/pipeline/pipeline-config';
import { stageConfigFromContext } from '../infra/stage-config';

// cdk.json's flags, also when this file runs without the CLI (the CLI passes the same).
const app = new App({ context: featureFlags() });
const context = (key: string) => app.node.tryGetContext(key);

// With `-c pipeline=<json>` the app is the pipeline (docs/deploy.md), which deploys each stage;
// without it, one deployment for `cdk deploy --all -c stage=…`.
const pipeline = pipelineConfigFromContext(context);
if (pipeline) {
  new MarquePipelineStack(app, 'Marque-pipeline', { pipeline, catalogue: loadCatalogue() });
} else {
  addMarqueDeployment(app, {
    config: stageConfigFromContext(context),
    catalogue: loadCatalogue(),
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION,
  });
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
