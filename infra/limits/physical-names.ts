/**
 * The values AWS gives resources at deploy time, at their longest: names CloudFormation generates
 * (`<stack name>-<logical id>-<13 random>`, cut to the service's maximum), the ids AWS makes up,
 * and the ARNs built from them. A resource that sets its name (TableName, ...) keeps it.
 */
export interface WorstCaseEnvironment {
  region: string;
  account: string;
  partition: string;
}

/**
 * - Region: ap-southeast-4 (Melbourne), 14 characters, the longest name of a commercial region
 *   (ap-southeast-4, -7 and ap-northeast-3 tie with it). Of these, CDK adds its metadata
 *   resource (AWS::CDK::Metadata, one more per template) in ap-southeast-4 and not in
 *   ap-southeast-4, so a synth there counts the resources a deploy in most regions makes.
 * - Account: 12 digits, always.
 * - Partition: `aws`. The commercial regions are all in the partition `aws`; China (`aws-cn`)
 *   and GovCloud (`aws-us-gov`) are partitions of their own, with accounts of their own, where
 *   the portal is not offered.
 */
export const worstCaseEnvironment: WorstCaseEnvironment = {
  region: 'ap-southeast-4',
  account: '123456789012',
  partition: 'aws',
};

/** Ids AWS makes up (API, usage plan, key ids are 6-10 characters): 10. */
export const generatedIdLength = 10;
/** An attribute this model does not know: a value this long. */
export const unknownAttributeLength = 64;

type Env = WorstCaseEnvironment;
export const arn = (env: Env, service: string, region: string, rest: string) =>
  `arn:${env.partition}:${service}:${region}:${env.account}:${rest}`;

export interface NameSpec {
  /** The property naming the resource, when the template sets it. */
  nameProp?: string;
  /** The service's longest name: CloudFormation cuts a generated name to it. */
  max: number;
  /** What Ref returns, from the name (default the name). */
  ref?: (name: string, env: Env) => string;
  arn?: (name: string, env: Env) => string;
  /** An id AWS makes up instead of a name (a user pool's id, a key's id). */
  generatedId?: (env: Env) => string;
}

export const uuid = 'u'.repeat(36);

/**
 * Names CloudFormation generates are `<stack name>-<logical id>-<13 random>`, cut to the
 * service's maximum: the model builds that name from the template's own stack name (a nested
 * stack's name is long, `<parent>-<logical id>-<13 random>`) and logical id.
 */
export const nameSpecs: Readonly<Record<string, NameSpec>> = {
  'AWS::IAM::Role': {
    nameProp: 'RoleName',
    max: 64,
    arn: (n, e) => `arn:${e.partition}:iam::${e.account}:role/${n}`,
  },
  'AWS::IAM::ManagedPolicy': {
    nameProp: 'ManagedPolicyName',
    max: 128,
    ref: (n, e) => `arn:${e.partition}:iam::${e.account}:policy/${n}`,
  },
  'AWS::Lambda::Function': {
    nameProp: 'FunctionName',
    max: 64,
    arn: (n, e) => arn(e, 'lambda', e.region, `function:${n}`),
  },
  'AWS::DynamoDB::Table': {
    nameProp: 'TableName',
    max: 255,
    arn: (n, e) => arn(e, 'dynamodb', e.region, `table/${n}`),
  },
  'AWS::Logs::LogGroup': {
    nameProp: 'LogGroupName',
    max: 512,
    arn: (n, e) => arn(e, 'logs', e.region, `log-group:${n}:*`),
  },
  'AWS::SQS::Queue': {
    nameProp: 'QueueName',
    max: 80,
    ref: (n, e) => `https://sqs.${e.region}.amazonaws.com/${e.account}/${n}`,
    arn: (n, e) => arn(e, 'sqs', e.region, n),
  },
  'AWS::SNS::Topic': {
    nameProp: 'TopicName',
    max: 256,
    ref: (n, e) => arn(e, 'sns', e.region, n),
    arn: (n, e) => arn(e, 'sns', e.region, n),
  },
  'AWS::S3::Bucket': {
    nameProp: 'BucketName',
    max: 63,
    arn: (n, e) => `arn:${e.partition}:s3:::${n}`,
  },
  'AWS::Events::Rule': {
    nameProp: 'Name',
    max: 64,
    arn: (n, e) => arn(e, 'events', e.region, `rule/${n}`),
  },
  'AWS::StepFunctions::StateMachine': {
    nameProp: 'StateMachineName',
    max: 80,
    ref: (n, e) => arn(e, 'states', e.region, `stateMachine:${n}`),
    arn: (n, e) => arn(e, 'states', e.region, `stateMachine:${n}`),
  },
  'AWS::SecretsManager::Secret': {
    nameProp: 'Name',
    max: 512,
    ref: (n, e) => arn(e, 'secretsmanager', e.region, `secret:${n}-XXXXXX`),
  },
  'AWS::Cognito::UserPool': {
    max: 55,
    generatedId: (e) => `${e.region}_${'p'.repeat(9)}`,
    arn: (n, e) => arn(e, 'cognito-idp', e.region, `userpool/${n}`),
  },
  'AWS::KMS::Key': {
    max: 36,
    generatedId: () => uuid,
    arn: (n, e) => arn(e, 'kms', e.region, `key/${n}`),
  },
  'AWS::CloudFormation::Stack': {
    max: 128,
    ref: (n, e) => arn(e, 'cloudformation', e.region, `stack/${n}/${uuid}`),
  },
};
