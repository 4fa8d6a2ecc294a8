import * as z from 'zod';
import { type DeploymentStage, deploymentStages } from '../../shared/plans';
import { checkStageConfig, type StageConfig } from '../stage-config';

/** The context key of the pipeline's configuration (`-c pipeline=<json>` or cdk.json). */
export const pipelineContextKey = 'pipeline';

const account = z.string().regex(/^\d{12}$/, 'must be a 12-digit AWS account id');
const region = z
  .string()
  .regex(/^[a-z]{2}(-gov|-iso[a-z]*)?-[a-z]+-\d$/, 'must be an AWS region such as eu-west-1');
/** CodeConnections ARNs; connections made under CodeStar's name keep their old service prefix. */
const connectionArnPattern =
  /^arn:aws[a-z-]*:(codeconnections|codestar-connections):[a-z0-9-]+:\d{12}:connection\/[\w-]+$/;

const stageTargetSchema = z
  .object({
    account,
    region,
    /** That stage's settings: the keys stage-config validates, `stage` left out (it is the key). */
    settings: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

const pipelineConfigSchema = z
  .object({
    /** The CodeConnections (formerly CodeStar) connection to the repository's host. */
    connectionArn: z
      .string()
      .regex(connectionArnPattern, 'must be a CodeConnections (or CodeStar) connection ARN'),
    /** `owner/name` of the repository. */
    repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name'),
    branch: z.string().trim().min(1, 'must name a branch').default('main'),
    /** Where the pipeline itself lives. */
    account,
    region,
    stages: z
      .object({ dev: stageTargetSchema, preprod: stageTargetSchema, prod: stageTargetSchema })
      .strict(),
  })
  .strict();

/** One deployment the pipeline makes: its stage, account, region and validated settings. */
export interface PipelineTarget {
  readonly stage: DeploymentStage;
  readonly account: string;
  readonly region: string;
  readonly config: StageConfig;
}

export interface PipelineConfig {
  readonly connectionArn: string;
  readonly repository: string;
  readonly branch: string;
  readonly account: string;
  readonly region: string;
  /** dev, preprod, prod: the order the pipeline deploys them in. */
  readonly targets: readonly PipelineTarget[];
  /** The configuration as JSON text, for the pipeline's own synth to read back. */
  readonly json: string;
}

/** Context values from `-c` arrive as text; an object comes from cdk.json. */
function fromContextValue(value: unknown): { input?: unknown; problem?: string } {
  if (typeof value !== 'string') return { input: value };
  try {
    return { input: JSON.parse(value) as unknown };
  } catch (error) {
    return { problem: `config: must be JSON (${(error as Error).message})` };
  }
}

/**
 * Validates the pipeline's configuration, each stage's settings with stage-config's own rules;
 * throws one error listing every problem.
 */
export function parsePipelineConfig(value: unknown): PipelineConfig {
  const { input, problem } = fromContextValue(value);
  const problems = problem ? [problem] : [];
  const result = problem ? undefined : pipelineConfigSchema.safeParse(input);
  if (result && !result.success) {
    for (const issue of result.error.issues) {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'config';
      problems.push(`${where}: ${issue.message}`);
    }
  }
  const targets: PipelineTarget[] = [];
  if (result?.success) {
    for (const stage of deploymentStages) {
      const { account: stageAccount, region: stageRegion, settings } = result.data.stages[stage];
      const where = `stages.${stage}.settings`;
      if ('stage' in settings) {
        problems.push(`${where}.stage: leave it out: the stage is the key (${stage})`);
        continue;
      }
      const checked = checkStageConfig({ ...settings, stage });
      if (checked.config) {
        targets.push({ stage, account: stageAccount, region: stageRegion, config: checked.config });
      } else {
        problems.push(
          ...checked.problems.map((each) =>
            each.startsWith('config: ') ? `${where}: ${each.slice(8)}` : `${where}.${each}`,
          ),
        );
      }
    }
  }
  if (!result?.success || problems.length > 0) {
    const list = problems.map((each) => `  - ${each}`).join('\n');
    throw new Error(
      `Invalid Marque pipeline config (CDK context "${pipelineContextKey}"):\n${list}`,
    );
  }
  const { connectionArn, repository, branch } = result.data;
  return {
    connectionArn,
    repository,
    branch,
    account: result.data.account,
    region: result.data.region,
    targets,
    json: JSON.stringify(input),
  };
}

/** The pipeline's configuration from CDK context, or undefined when the app has none. */
export function pipelineConfigFromContext(
  tryGetContext: (key: string) => unknown,
): PipelineConfig | undefined {
  const value = tryGetContext(pipelineContextKey);
  if (value === undefined || value === null || value === '') return undefined;
  return parsePipelineConfig(value);
}
