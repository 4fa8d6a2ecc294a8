import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMarqueDeployment } from '../marque-deployment';
import { parseStageConfig } from '../stage-config';
import { testApp } from '../testing/test-app';
import { sharedTestPipeline, testPipelineConfig } from '../testing/test-pipeline';
import { fixtureCatalogue } from '../testing/test-stack';
import type { MarquePipelineStack } from './marque-pipeline-stack';

interface Action {
  Name: string;
  ActionTypeId: { Category: string; Provider: string };
  Configuration: Record<string, unknown>;
  Region?: string;
  RoleArn?: unknown;
  RunOrder: number;
}
interface PipelineStage {
  Name: string;
  Actions: Action[];
}

type Resources = Record<string, { Type: string }>;
const resources = (template: Template) => (template.toJSON() as { Resources: Resources }).Resources;
const statefulTypes = /^AWS::(DynamoDB|Cognito|S3|KMS|Logs|SES|WAFv2)::/;
const stateful = (all: Resources) =>
  Object.entries(all)
    .filter(([, resource]) => statefulTypes.test(resource.Type))
    .map(([id, resource]) => `${resource.Type} ${id}`)
    .sort();
const countByType = (all: Resources) => {
  const counts: Record<string, number> = {};
  for (const { Type } of Object.values(all)) counts[Type] = (counts[Type] ?? 0) + 1;
  return counts;
};

describe('the deploy pipeline', () => {
  let stack: MarquePipelineStack;
  let siteAssetPath: string;
  let template: Template;
  let stages: PipelineStage[];
  let buildSpecs: string[];

  beforeAll(() => {
    ({ stack, siteAssetPath } = sharedTestPipeline());
    template = Template.fromStack(stack);
    const pipelines = Object.values(template.findResources('AWS::CodePipeline::Pipeline'));
    expect(pipelines).toHaveLength(1);
    stages = (pipelines[0] as { Properties: { Stages: PipelineStage[] } }).Properties.Stages;
    buildSpecs = Object.values(template.findResources('AWS::CodeBuild::Project')).map((project) =>
      String(
        (project as { Properties: { Source: { BuildSpec: string } } }).Properties.Source.BuildSpec,
      ),
    );
  });

  it('lives in its own account and region (an action there names no region)', () => {
    expect([stack.account, stack.region]).toEqual(['111111111111', 'eu-west-1']);
    template.hasResourceProperties('AWS::CodePipeline::Pipeline', {
      Name: 'marque',
      PipelineType: 'V2',
    });
  });

  it('starts from the branch of the repository, through the connection', () => {
    const [source] = stages;
    expect(source?.Actions.map((a) => [a.ActionTypeId.Provider, a.Configuration])).toEqual([
      [
        'CodeStarSourceConnection',
        {
          ConnectionArn: testPipelineConfig.connectionArn,
          FullRepositoryId: 'marque-org/marque',
          BranchName: 'main',
        },
      ],
    ]);
  });

  it('deploys dev, then preprod, then prod, after the synth and its own update', () => {
    expect(stages.map((stage) => stage.Name)).toEqual([
      'Source',
      'Build',
      'UpdatePipeline',
      'Assets',
      'dev',
      'preprod',
      'prod',
    ]);
  });

  it('asks for a manual approval before anything of prod is deployed, and only there', () => {
    const approvals = stages.flatMap((stage) =>
      stage.Actions.filter((a) => a.ActionTypeId.Category === 'Approval').map((a) => [
        stage.Name,
        a.RunOrder,
      ]),
    );
    expect(approvals).toEqual([['prod', 1]]);
    const prod = stages.find((stage) => stage.Name === 'prod');
    const deploys = prod?.Actions.filter((a) => a.ActionTypeId.Category === 'Deploy') ?? [];
    expect(deploys.length).toBeGreaterThan(0);
    for (const deploy of deploys) expect(deploy.RunOrder).toBeGreaterThan(1);
  });

  it('lints, typechecks, tests, builds the site and synthesizes in the synth step', () => {
    const synth = buildSpecs.find((spec) => spec.includes('cdk synth'));
    const commands = (JSON.parse(synth ?? '{}') as { phases: { build: { commands: string[] } } })
      .phases.build.commands;
    expect(commands).toEqual([
      'npm run lint',
      'npm run typecheck',
      'npx vitest run --project unit --project cdk --project web --project integration',
      'npm run build',
      'npx cdk synth -c pipeline="$MARQUE_PIPELINE"',
    ]);
    // The synth reads back the very configuration this pipeline was made from.
    template.hasResourceProperties('AWS::CodeBuild::Project', {
      Environment: {
        EnvironmentVariables: [
          { Name: 'MARQUE_PIPELINE', Value: JSON.stringify(testPipelineConfig) },
          { Name: 'CDK_DISABLE_VERSION_CHECK', Value: '1' },
        ],
      },
    });
  });

  it('deploys each stage in its own account: the portal in its region, the edge in us-east-1', () => {
    const where = (name: string) =>
      stages
        .find((stage) => stage.Name === name)
        ?.Actions.filter((a) => String(a.Name).endsWith('.Deploy'))
        .map((a) => [
          a.Configuration.StackName,
          a.Region ?? stack.region,
          JSON.stringify(a.RoleArn),
        ]);
    const role = (account: string, region: string) =>
      expect.stringContaining(
        `:iam::${account}:role/cdk-hnb659fds-deploy-role-${account}-${region}`,
      );
    expect(where('dev')).toEqual([
      ['Marque-dev-edge', 'us-east-1', role('222222222222', 'us-east-1')],
      ['Marque-dev', 'eu-west-1', role('222222222222', 'eu-west-1')],
    ]);
    expect(where('preprod')).toEqual([
      ['Marque-preprod-edge', 'us-east-1', role('333333333333', 'us-east-1')],
      ['Marque-preprod', 'eu-central-1', role('333333333333', 'eu-central-1')],
    ]);
    expect(where('prod')).toEqual([
      ['Marque-prod-edge', 'us-east-1', role('444444444444', 'us-east-1')],
      ['Marque-prod', 'eu-central-1', role('444444444444', 'eu-central-1')],
    ]);
    for (const stage of stack.stages) {
      const target = testPipelineConfig.stages[stage.stageName as 'dev' | 'preprod' | 'prod'];
      const { edge, portal } = stage.deployment;
      expect([edge.account, edge.region]).toEqual([target.account, 'us-east-1']);
      expect([portal.account, portal.region]).toEqual([target.account, target.region]);
    }
  });

  it('encrypts its artifacts with a KMS key the stage accounts can use (cross-account keys)', () => {
    template.resourceCountIs('AWS::KMS::Key', 1);
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    const stores = (
      Object.values(template.findResources('AWS::CodePipeline::Pipeline'))[0] as {
        Properties: { ArtifactStores: { ArtifactStore: { EncryptionKey?: { Type: string } } }[] };
      }
    ).Properties.ArtifactStores;
    expect(stores.length).toBeGreaterThan(1);
    for (const { ArtifactStore } of stores) expect(ArtifactStore.EncryptionKey?.Type).toBe('KMS');
  });

  it("gives each stage's settings to its portal stack", () => {
    const prod = stack.stages.find((stage) => stage.stageName === 'prod');
    const outputs = Template.fromStack(prod!.deployment.portal).findOutputs('AdminEmail');
    expect(Object.values(outputs).map((o) => o.Value)).toEqual(['portal-admin@example.com']);
    const dev = stack.stages.find((stage) => stage.stageName === 'dev');
    expect(Template.fromStack(dev!.deployment.portal).findOutputs('AdminEmail')).toEqual({});
  });

  it('makes the stacks a manual deploy of the stage makes (cdk deploy -c stage=…)', () => {
    const dev = stack.stages.find((stage) => stage.stageName === 'dev')!.deployment;
    const manual = addMarqueDeployment(testApp({ context: { 'aws:cdk:bundling-stacks': [] } }), {
      config: parseStageConfig({ stage: 'dev' }),
      catalogue: fixtureCatalogue,
      account: '222222222222',
      region: 'eu-west-1',
      siteAssetPath,
    });
    for (const [made, byHand] of [
      [dev.edge, manual.edge],
      [dev.portal, manual.portal],
    ] as [Stack, Stack][]) {
      expect([made.stackName, made.terminationProtection, made.tags.tagValues()]).toEqual([
        byHand.stackName,
        byHand.terminationProtection,
        byHand.tags.tagValues(),
      ]);
      const [ours, theirs] = [made, byHand].map((each) => resources(Template.fromStack(each)));
      // What holds data keeps its logical id, so the pipeline can take over a stage deployed
      // by hand. Names CDK derives from the construct path (nested stack parameters, Lambda
      // permissions, a CloudFront function's name) differ, since the pipeline's stacks sit in a
      // Stage: those resources are replaced on the first pipeline deploy (docs/deploy.md).
      expect(stateful(ours!)).toEqual(stateful(theirs!));
      expect(stateful(ours!).length).toBeGreaterThan(0);
      expect(countByType(ours!)).toEqual(countByType(theirs!));
    }
  });
});
