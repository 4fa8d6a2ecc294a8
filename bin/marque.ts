/** The CDK app: `npx cdk synth -c stage=prod` (stage defaults to dev; see infra/stage-config.ts). */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadCatalogue } from '../infra/catalogue/read-catalogue';
import { MarqueStack } from '../infra/marque-stack';
import { stageConfigFromContext } from '../infra/stage-config';

const app = new App();
const config = stageConfigFromContext((key) => app.node.tryGetContext(key));

new MarqueStack(app, `Marque-${config.stage}`, {
  config,
  catalogue: loadCatalogue(),
  description: `Marque developer portal (${config.stage})`,
  terminationProtection: config.stage === 'prod',
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION,
  },
  tags: { app: 'marque', stage: config.stage },
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
