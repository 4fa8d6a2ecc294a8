import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IProject } from 'aws-cdk-lib/aws-codebuild';
import type { CodePipeline } from 'aws-cdk-lib/pipelines';
import type { IConstruct } from 'constructs';
import { partitionInFinding } from '../constructs/nag-partition';

type Finding = readonly [finding: string, reason: string];

function acknowledge(scope: IConstruct | undefined, rule: string, findings: readonly Finding[]) {
  if (!scope) throw new Error(`No construct to acknowledge ${rule} on`);
  for (const [finding, reason] of findings) {
    Validations.of(scope).acknowledge({ id: `${rule}[${finding}]`, reason });
  }
}

const logicalId = (construct: IConstruct) =>
  Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);

const artifacts =
  "CDK Pipelines' read/write grant on the pipeline's own artifacts bucket and its KMS key";
/** What CDK Pipelines grants every role that reads or writes the artifacts. */
const artifactGrants = (bucketId: string): Finding[] => [
  ['Action::s3:GetObject*', `${artifacts}: reading artifacts (GetObject, GetObjectVersion, ...).`],
  ['Action::s3:GetBucket*', `${artifacts}: the bucket's location and settings.`],
  ['Action::s3:List*', `${artifacts}: listing the artifacts of a run.`],
  [`Resource::<${bucketId}.Arn>/*`, `${artifacts}: every object of that bucket, and only of it.`],
];
const artifactWrites: Finding[] = [
  ['Action::s3:DeleteObject*', `${artifacts}: replacing an artifact of a run.`],
  ['Action::s3:Abort*', `${artifacts}: aborting a multipart upload of a large artifact.`],
];
const keyGrants: Finding[] = [
  ['Action::kms:ReEncrypt*', `${artifacts}: encrypting artifacts with the pipeline's key only.`],
  ['Action::kms:GenerateDataKey*', `${artifacts}: data keys of the pipeline's key only.`],
];

/** CodeBuild's own grant to a project: its log group and report groups, named by the project. */
function projectLogs(project: IProject): Finding[] {
  const { account, region } = Stack.of(project);
  const partition = partitionInFinding(project);
  const id = logicalId(project);
  const reason = "CodeBuild's grant to its project: that project's log streams and test reports.";
  return [
    [
      `Resource::arn:${partition}:logs:${region}:${account}:log-group:/aws/codebuild/<${id}>:*`,
      reason,
    ],
    [`Resource::arn:${partition}:codebuild:${region}:${account}:report-group/<${id}>-*`, reason],
  ];
}

/**
 * cdk-nag's findings on the pipeline's own resources (CDK Pipelines makes them), each
 * acknowledged with its reason; the cdk-nag table of docs/operations.md lists them.
 */
export function acknowledgePipelineFindings(pipeline: CodePipeline): void {
  const { pipeline: codePipeline, synthProject, selfMutationProject } = pipeline;
  const bucket = codePipeline.artifactBucket;
  const bucketId = logicalId(bucket);
  const iam5 = 'AwsSolutions-IAM5';

  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason:
      "The artifacts bucket holds only the pipeline's own build artifacts, encrypted with its KMS " +
      'key and reachable by its roles only; CloudTrail records who changes the pipeline.',
  });

  const support = Object.values(codePipeline.crossRegionSupport);
  for (const { replicationBucket } of support) {
    Validations.of(replicationBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        "CodePipeline's replication bucket (in the pipeline account, in a stage's region) holds " +
        "only copies of the pipeline's artifacts, KMS-encrypted and reachable by its roles only.",
    });
  }
  // Named at synth (a generated physical name), so the finding names them.
  const replication = support.map(({ replicationBucket }) =>
    String(Stack.of(pipeline).resolve(replicationBucket.bucketName)),
  );
  acknowledge(codePipeline.role, iam5, [
    ...artifactGrants(bucketId),
    ...artifactWrites,
    ...keyGrants,
    ...replication.map((name): Finding => [
      `Resource::arn:${partitionInFinding(codePipeline)}:s3:::${name}/*`,
      "CodePipeline's copy of the artifacts into the region of a stage (its replication bucket " +
        'in the pipeline account): every object of that bucket, and only of it.',
    ]),
    [
      'Resource::*',
      "The replication buckets' KMS keys live in the cross-region support stacks and are named " +
        'by alias, so CodePipeline grants their use without an ARN.',
    ],
  ]);
  const sourceRole = codePipeline.node
    .tryFindChild('Source')
    ?.node.findAll()
    .find((construct) => construct.node.id === 'CodePipelineActionRole');
  acknowledge(sourceRole, iam5, [...artifactGrants(bucketId), ...artifactWrites, ...keyGrants]);
  acknowledge(synthProject.role, iam5, [
    ...artifactGrants(bucketId),
    ...artifactWrites,
    ...keyGrants,
    ...projectLogs(synthProject),
  ]);
  const { account, region } = Stack.of(pipeline);
  acknowledge(selfMutationProject.role, iam5, [
    ...artifactGrants(bucketId),
    ...keyGrants,
    ...projectLogs(selfMutationProject),
    [
      `Resource::arn:*:iam::${account}:role/*`,
      "CDK Pipelines' self-update assumes the CDK bootstrap roles of the pipeline account " +
        '(deploy, file publishing, lookup), whose names it cannot know before the bootstrap.',
    ],
    [
      'Resource::*',
      'The self-update reads stack outputs (cloudformation:DescribeStacks) and lists the ' +
        'bootstrap buckets, neither of which CDK Pipelines can name ahead of time.',
    ],
  ]);
  const assets = pipeline.node.tryFindChild('Assets');
  acknowledge(assets?.node.tryFindChild('FileRole'), iam5, [
    ...artifactGrants(bucketId),
    [
      `Resource::arn:${partitionInFinding(codePipeline)}:logs:${region}:${account}:log-group:/aws/codebuild/*`,
      'The asset publishing role is shared by the asset projects CDK Pipelines makes, so ' +
        "CodeBuild's log and report grants name them by prefix.",
    ],
    [
      `Resource::arn:${partitionInFinding(codePipeline)}:codebuild:${region}:${account}:report-group/*`,
      'The asset publishing role is shared by the asset projects CDK Pipelines makes, so ' +
        "CodeBuild's log and report grants name them by prefix.",
    ],
    [
      'Resource::*',
      "CDK Pipelines' asset publishing starts and watches its own builds (codebuild:StartBuild, " +
        'BatchGetBuilds), granted before the projects exist.',
    ],
  ]);
}
