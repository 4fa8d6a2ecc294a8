/** The CDK app: `npx cdk synth -c stage=prod` (stage defaults to dev; see infra/stage-config.ts). */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadCatalogue } from '../infra/catalogue/read-catalogue';
import { MarqueEdgeStack } from '../infra/edge-stack';
import { MarqueStack } from '../infra/marque-stack';
import { stageConfigFromContext } from '../infra/stage-config';

const app = new App();
const config = stageConfigFromContext((key) => app.node.tryGetContext(key));

// CloudFront's web ACL must live in us-east-1, whatever region the portal is in.
const edge = new MarqueEdgeStack(app, `Marque-${config.stage}-edge`, {
  stage: config.stage,
  alarmEmail: config.alarmEmail,
  description: `Marque developer portal (${config.stage}): CloudFront's WAF web ACL and alarms, us-east-1`,
  terminationProtection: config.stage === 'prod',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: 'us-east-1' },
  tags: { app: 'marque', stage: config.stage },
});

const portal = new MarqueStack(app, `Marque-${config.stage}`, {
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
portal.addDependency(edge, 'the site reads the web ACL ARN the edge stack writes');

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
