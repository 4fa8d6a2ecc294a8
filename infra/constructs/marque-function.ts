import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { type IRole, Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type CfnFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { copyCommands, dependencyClosure } from './copied-node-modules';
import { Construct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';

/** The repository root: `area.entry` and other module paths are relative to it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function fromRepoRoot(relativePath: string): string {
  return join(repoRoot, relativePath);
}

/** Every portal function runs on this runtime (one place to move it). */
export const lambdaRuntime = Runtime.NODEJS_24_X;

/**
 * The module to bundle. NodejsFunction insists on an existing entry even when CDK skips bundling
 * (a stack outside `aws:cdk:bundling-stacks`, as in the CDK tests): then a missing module is a
 * warning and this file stands in, so the stack can be checked while its handlers are written.
 * A synth that bundles still fails on it.
 */
function entryFile(scope: Construct, entry: string): string {
  const path = fromRepoRoot(entry);
  if (existsSync(path) || Stack.of(scope).bundlingRequired) return path;
  Annotations.of(scope).addWarningV2(
    'marque:entry-missing',
    `${entry} does not exist yet; bundling this stack would fail`,
  );
  return fileURLToPath(import.meta.url);
}

export interface MarqueFunctionProps {
  readonly stage: DeploymentStage;
  /** Module, relative to the repository root, exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment?: Readonly<Record<string, string>>;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  /** Packages kept out of the bundle and copied beside it, installed (see copied-node-modules). */
  readonly nodeModules?: readonly string[];
  /** For functions invoked asynchronously: where an event goes once its retries have failed. */
  readonly deadLetterQueue?: IQueue;
}

/**
 * A Node.js Lambda function bundled by esbuild (no Docker), ESM, arm64, with its own log group
 * and its own role: the role only writes to that log group (no AWSLambdaBasicExecutionRole);
 * whoever uses the function adds grants to `fn`.
 */
export class MarqueFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: IRole;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: MarqueFunctionProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    const logGroup = new LogGroup(this, 'logs', {
      retention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_MONTH,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    logGroup.grantWrite(role);

    this.fn = new NodejsFunction(this, 'fn', {
      entry: entryFile(this, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      ...(props.deadLetterQueue
        ? { deadLetterQueue: props.deadLetterQueue, retryAttempts: 2 }
        : {}),
      projectRoot: repoRoot,
      depsLockFilePath: fromRepoRoot('package-lock.json'),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        // Powertools: the service every log line, metric and trace of this function names.
        POWERTOOLS_SERVICE_NAME: id,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...props.environment,
      },
      bundling: {
        forceDockerBundling: false,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        // CommonJS dependencies inside an ESM bundle still call require() for Node built-ins.
        banner:
          "import { createRequire as __createRequire } from 'node:module'; " +
          'const require = __createRequire(import.meta.url);',
        // The pinned SDK of package.json goes into the bundle, so AWS runs what the tests ran.
        bundleAwsSDK: true,
        ...(props.nodeModules?.length ? keptOutOfBundle(props.nodeModules) : {}),
      },
    });
    this.role = role;
    this.logGroup = logGroup;
    this.traceWithXRay(role);
  }

  /**
   * X-Ray, active: Powertools Tracer (lambdas/lib/observability/tracer.ts) adds each SDK call to
   * the trace. The two X-Ray actions sit in a policy of their own (not `tracing: ACTIVE`'s
   * statement in the role's default policy) so that only they are excused from cdk-nag's
   * wildcard rule.
   */
  private traceWithXRay(role: Role): void {
    const xray = new Policy(this, 'xray', {
      statements: [
        new PolicyStatement({
          actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
          resources: ['*'],
        }),
      ],
    });
    role.attachInlinePolicy(xray);
    (this.fn.node.defaultChild as CfnFunction).tracingConfig = { mode: Tracing.ACTIVE };
    this.fn.node.addDependency(xray);
    Validations.of(xray).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments and PutTelemetryRecords take no resource: AWS documents "*".',
    });
  }
}

/**
 * Packages that must stay files on disk: external to esbuild, copied from this repository's
 * node_modules after bundling (no npm install, so synth stays offline).
 */
function keptOutOfBundle(packages: readonly string[]): {
  externalModules: string[];
  commandHooks: ICommandHooks;
} {
  const nodeModules = fromRepoRoot('node_modules');
  return {
    externalModules: dependencyClosure(packages, nodeModules),
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir, outputDir) => copyCommands(packages, nodeModules, outputDir),
    },
  };
}
