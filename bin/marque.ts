/** The CDK app: `npx cdk synth -c stage=prod` (stage defaults to dev; see infra/stage-config.ts). */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadCatalogue } from '../infra/catalogue/read-catalogue';
import { featureFlags } from '../infra/feature-flags';
import { addMarqueStacks } from '../infra/marque-app';
import { stageConfigFromContext } from '../infra/stage-config';

// cdk.json's flags, also when this file runs without the CLI (the CLI passes the same).
const app = new App({ context: featureFlags() });
const config = stageConfigFromContext((key) => app.node.tryGetContext(key));

addMarqueStacks(app, config, loadCatalogue(), {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION,
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
