import { readFileSync } from 'node:fs';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { BuildSpec, ComputeType, LinuxBuildImage } from 'aws-cdk-lib/aws-codebuild';
import { PipelineType } from 'aws-cdk-lib/aws-codepipeline';
import {
  CodePipeline,
  CodePipelineSource,
  ManualApprovalStep,
  ShellStep,
} from 'aws-cdk-lib/pipelines';
import type { Construct } from 'constructs';
import type { CatalogueSource } from '../catalogue/catalogue-source';
import { fromRepoRoot } from '../constructs/marque-function';
import { MarqueStage } from './marque-stage';
import { type PipelineConfig, pipelineContextKey } from './pipeline-config';
import { acknowledgePipelineFindings } from './pipeline-nag';

export interface MarquePipelineStackProps extends Omit<StackProps, 'env'> {
  readonly pipeline: PipelineConfig;
  readonly catalogue: CatalogueSource;
  /** The built web app each stage deploys; default `web/dist` (the synth step builds it). */
  readonly siteAssetPath?: string;
}

/** The environment variable carrying the pipeline's configuration into its own synth. */
export const pipelineConfigVariable = 'MARQUE_PIPELINE';

/**
 * What the synth step runs in CodeBuild, in order. The browser journeys (Playwright) need
 * Chromium, which CodeBuild's standard image lacks: they stay with `.ci/run`.
 */
export const synthCommands = [
  'npm run lint',
  'npm run typecheck',
  'npx vitest run --project unit --project cdk --project web --project integration',
  'npm run build',
  `npx cdk synth -c ${pipelineContextKey}="$${pipelineConfigVariable}"`,
] as const;

/** The CDK CLI the pipeline's own steps run: the one package.json pins. */
function pinnedCliVersion(): string {
  const manifest = JSON.parse(readFileSync(fromRepoRoot('package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const version = manifest.devDependencies['aws-cdk'];
  if (!version) throw new Error('package.json pins no aws-cdk: the pipeline needs its version');
  return version;
}

/**
 * The deploy pipeline (CDK Pipelines): the repository's branch, then a synth step that lints,
 * typechecks, tests, builds the site and synthesizes; then dev, preprod and prod, each in its own
 * account and region, prod only after a manual approval. It updates itself first
 * (self-mutation) when a commit changes it.
 */
export class MarquePipelineStack extends Stack {
  readonly pipeline: CodePipeline;
  readonly stages: readonly MarqueStage[];

  constructor(scope: Construct, id: string, props: MarquePipelineStackProps) {
    const { pipeline: config } = props;
    super(scope, id, {
      ...props,
      description: props.description ?? 'Marque developer portal: the deploy pipeline',
      env: { account: config.account, region: config.region },
      tags: { app: 'marque', ...props.tags },
    });
    const source = CodePipelineSource.connection(config.repository, config.branch, {
      connectionArn: config.connectionArn,
    });
    this.pipeline = new CodePipeline(this, 'pipeline', {
      pipelineName: 'marque',
      pipelineType: PipelineType.V2,
      // Each stage lives in its own account: the artifacts are encrypted with a KMS key that
      // those accounts are granted, not with S3's own key.
      crossAccountKeys: true,
      enableKeyRotation: true,
      cliVersion: pinnedCliVersion(),
      // One asset project publishing in turn, rather than one project per asset.
      publishAssetsInParallel: false,
      synth: new ShellStep('synth', {
        input: source,
        env: { [pipelineConfigVariable]: config.json, CDK_DISABLE_VERSION_CHECK: '1' },
        installCommands: ['npm ci --no-audit --no-fund'],
        commands: [...synthCommands],
        primaryOutputDirectory: 'cdk.out',
      }),
      synthCodeBuildDefaults: {
        // Lint, typecheck, four test projects and the build: more than the small default's 3 GB.
        buildEnvironment: { computeType: ComputeType.LARGE },
        timeout: Duration.minutes(60),
        // The integration tests run DynamoDB Local, a Java program.
        partialBuildSpec: BuildSpec.fromObject({
          phases: { install: { 'runtime-versions': { java: 'corretto21' } } },
        }),
      },
      codeBuildDefaults: {
        buildEnvironment: { buildImage: LinuxBuildImage.STANDARD_7_0 },
        partialBuildSpec: BuildSpec.fromObject({
          phases: { install: { 'runtime-versions': { nodejs: 22 } } },
        }),
      },
    });
    this.stages = config.targets.map((target) => {
      const stage = new MarqueStage(this, {
        target,
        catalogue: props.catalogue,
        siteAssetPath: props.siteAssetPath,
      });
      const pre =
        target.stage === 'prod'
          ? [
              new ManualApprovalStep('approve-prod', {
                comment: 'preprod is deployed: promote this commit to prod?',
              }),
            ]
          : [];
      this.pipeline.addStage(stage, { pre });
      return stage;
    });
    // Built now rather than at synth, so its resources exist for cdk-nag's acknowledgments.
    this.pipeline.buildPipeline();
    acknowledgePipelineFindings(this.pipeline);
  }
}
