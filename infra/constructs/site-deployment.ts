import { DefaultStackSynthesizer, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { partitionInFinding } from './nag-partition';
import type { SiteConfig } from '../../shared/site-config';
import { siteOriginFilePatterns, siteOriginFilesSource } from './site-origin-files';
import type { DeploymentStage } from '../../shared/plans';

export interface SiteDeploymentProps {
  readonly stage: DeploymentStage;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** The built web app, or undefined to deploy `config.json` only. */
  readonly assetPath?: string;
  /** Written as `/config.json`, tokens resolved at deploy. */
  readonly config: SiteConfig;
  /** https://host of the site (a token until deploy): the origin in the pre-rendered pages, sitemap.xml and robots.txt. */
  readonly siteUrl: string;
  /** Text of the pre-rendered pages to replace at deploy (site-contact-markers.ts). */
  readonly pageMarkers?: Readonly<Record<string, string>>;
}

/**
 * The build's source maps would publish the app's original source: `npm run build` keeps them
 * out of web/dist (web/source-maps); should one get in, it is still not deployed.
 */
const sourceMapFiles = '*.map';

/**
 * Copies the built web app and `config.json` into the site bucket at deploy, then invalidates
 * CloudFront so the new `index.html` and `config.json` are served at once.
 */
export class SiteDeployment extends Construct {
  readonly deployment: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const sources: ISource[] = [];
    if (props.assetPath) {
      sources.push(
        Source.asset(props.assetPath, { exclude: [...siteOriginFilePatterns, sourceMapFiles] }),
      );
      sources.push(siteOriginFilesSource(props.assetPath, props.siteUrl, props.pageMarkers));
    }
    sources.push(Source.jsonData('config.json', props.config));

    const logGroup = new LogGroup(this, 'logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the Marque site into its bucket at deploy',
    });
    logGroup.grantWrite(role);

    this.deployment = new BucketDeployment(this, 'deploy', {
      sources,
      destinationBucket: props.bucket,
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      role,
      logGroup,
      // The list of copied keys would bloat the custom resource's response for nothing.
      outputObjectKeys: false,
    });

    const copy =
      'BucketDeployment (aws-cdk-lib) copies the asset zip from the CDK assets bucket into the ' +
      'site bucket and prunes what the build no longer has';
    const grants: [string, string][] = [
      ['Action::s3:GetObject*', `${copy}: CDK's read grant (GetObject, GetObjectVersion, ...).`],
      ['Action::s3:GetBucket*', `${copy}: CDK's read grant on both buckets.`],
      ['Action::s3:List*', `${copy}: listing the site bucket finds what to prune.`],
      ['Action::s3:DeleteObject*', `${copy}: pruning deletes files of earlier builds.`],
      ['Action::s3:Abort*', `${copy}: multipart uploads of large files may need aborting.`],
      [
        `Resource::<${logicalId(props.bucket)}.Arn>/*`,
        `${copy}: every object of the site bucket, and only of it.`,
      ],
      [
        `Resource::arn:${partitionInFinding(this)}:s3:::${assetBucket(this)}/*`,
        `${copy}: reads the asset zip, whose key is a content hash unknown until synth.`,
      ],
      [
        'Resource::*',
        'CloudFront invalidation (cloudfront:CreateInvalidation/GetInvalidation) as granted by ' +
          'BucketDeployment, which does not scope it to the distribution.',
      ],
    ];
    for (const [finding, reason] of grants) {
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }
    // The copying function is a singleton at stack level, made and versioned by aws-cdk-lib.
    for (const child of Stack.of(this).node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        Validations.of(child).acknowledge({
          id: 'AwsSolutions-L1',
          reason:
            "BucketDeployment's function (Python + AWS CLI layer) is made by aws-cdk-lib, which " +
            'picks its runtime; it runs only at deploy.',
        });
      }
    }
  }
}

function logicalId(bucket: IBucket): string {
  const stack = Stack.of(bucket);
  return String(stack.resolve(stack.getLogicalId(bucket.node.defaultChild as CfnBucket)));
}

/** The default synthesizer's asset bucket, spelt as cdk-nag prints it. */
function assetBucket(scope: Construct): string {
  const stack = Stack.of(scope);
  const qualifier =
    stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  return `cdk-${qualifier}-assets-${account}-${region}`;
}
