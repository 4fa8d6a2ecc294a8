import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { SiteConfig } from '../../shared/site-config';
import type { DeploymentStage } from '../../shared/plans';
import type { SiteContact } from '../../shared/site-contact';
import { missingSettingWarning } from '../stage-config';
import { contentSecurityPolicy } from './content-security-policy';
import { executeApiOrigin } from './execute-api-origin';
import { documentsPathPattern, siteHeaders, type SiteHeaders } from './site-headers';
import { siteHeadersPolicy } from './site-headers-policy';
import { siteInlineScriptHashes } from './inline-script-hashes';
import { fromRepoRoot } from './marque-function';
import { readPrerenderedPaths, siteRewriteFunctionCode } from './site-rewrite';
import { documentsBehavior } from './site-documents-behavior';
import { SiteDeployment } from './site-deployment';
import { webBuildToDeploy } from './site-web-build';
import { siteContactMarkers } from './site-contact-markers';

export interface SiteProps {
  readonly stage: DeploymentStage;
  /** Custom host name, with its us-east-1 ACM certificate; else the cloudfront.net name. */
  readonly siteDomain?: string;
  readonly certificateArn?: string;
  readonly portalApiId: string;
  /** The portal API's base URL, no trailing slash. */
  readonly portalApiUrl: string;
  readonly productApiIds: readonly string[];
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The corporate directory sign-in, when the stage has one. */
  readonly corporateSignIn?: SiteConfig['corporateSignIn'];
  /** 'Time to change your password' this many days before expiry (config.json). */
  readonly passwordWarningDays?: number;
  /** The rotation overlap window the handlers use, for the rotate dialogs' wording. */
  readonly keyRotationOverlapHours?: number;
  /** The maker's contact data (stage setting `contact`); without it the build's placeholders. */
  readonly contact?: SiteContact;
  /** The built web app; default `web/dist` of the repository. */
  readonly siteAssetPath?: string;
  /** The CloudFront WAF web ACL (edge stack, us-east-1). */
  readonly webAclArn?: string;
}

/**
 * The web app: a private S3 bucket behind CloudFront (Origin Access Control), SPA fallback,
 * security headers, and `/config.json` written at deploy so one build serves every stage.
 */
export class Site extends Construct {
  readonly distribution: Distribution;
  /** https://host of the site, no trailing slash (also its origin). */
  readonly url: string;
  /** What `/config.json` holds (tokens resolved at deploy). */
  readonly config: SiteConfig;
  /** The headers every page and asset is sent with (the documents' are documentsHeaders). */
  readonly headers: SiteHeaders;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    const removal = prod
      ? { removalPolicy: RemovalPolicy.RETAIN }
      : { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true };

    // Receives S3 server access logs and CloudFront standard logs (which need ACLs, hence
    // OBJECT_WRITER); not logged itself, which would loop.
    const logs = new Bucket(this, 'logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(prod ? 365 : 30) }],
      ...removal,
    });
    const bucket = new Bucket(this, 'bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3-site/',
      ...removal,
    });

    const csp = contentSecurityPolicy({
      connect: [
        executeApiOrigin(this, props.portalApiId),
        `https://cognito-idp.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`,
        // Amplify trades the directory's authorisation code for tokens on the Cognito domain.
        ...(props.corporateSignIn ? [props.corporateSignIn.oauthDomain] : []),
      ],
      productApis: props.productApiIds.map((apiId) => executeApiOrigin(this, apiId)),
      productApisFallback: executeApiOrigin(this, '*'),
      scriptHashes: siteInlineScriptHashes(),
    });
    this.headers = siteHeaders(csp);
    const headers = siteHeadersPolicy(
      this,
      'headers',
      `Marque ${props.stage}: security headers`,
      this.headers,
    );

    // Pre-rendered pages (web/dist/prerendered.json) are served from /<route>/index.html.
    const prerendered = new CloudFrontFunction(this, 'prerendered-pages', {
      comment: `Marque ${props.stage}: serves pre-rendered pages at their routes`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        siteRewriteFunctionCode(
          readPrerenderedPaths(props.siteAssetPath ?? fromRepoRoot('web/dist')),
        ),
      ),
    });

    const custom = props.siteDomain && props.certificateArn;
    const origin = S3BucketOrigin.withOriginAccessControl(bucket);
    this.distribution = new Distribution(this, 'distribution', {
      comment: `Marque developer portal (${props.stage})`,
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [
          { function: prerendered, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [documentsPathPattern]: documentsBehavior(this, props.stage, origin),
      },
      // SPA: a path S3 does not hold (403 through OAC, or 404) is a client-side route.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(10),
      })),
      ...(custom
        ? {
            domainNames: [props.siteDomain as string],
            certificate: Certificate.fromCertificateArn(
              this,
              'certificate',
              props.certificateArn as string,
            ),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
    });
    this.url = custom
      ? `https://${props.siteDomain}`
      : `https://${this.distribution.distributionDomainName}`;

    const acknowledgements = [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The portal is public to developers anywhere; no country is excluded.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The site is static files behind CloudFront; the APIs it calls have their own ' +
          'throttling and authorisation. A WAF web ACL (cost per rule and request) is left to ' +
          'the hardening issue.',
      },
    ];
    if (!custom) {
      acknowledgements.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without siteDomain the distribution serves the default *.cloudfront.net certificate, ' +
          'whose viewer TLS policy CloudFront fixes; with siteDomain and certificateArn set ' +
          '(preprod, prod) TLSv1.2_2021 is enforced.',
      });
    }
    Validations.of(this.distribution).acknowledge(...acknowledgements);

    this.config = {
      stage: props.stage,
      region: Stack.of(this).region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      apiUrl: props.portalApiUrl,
      productApiUrl: `${executeApiOrigin(this, '{apiId}')}/{stage}`,
      ...(props.corporateSignIn ? { corporateSignIn: props.corporateSignIn } : {}),
      ...(props.passwordWarningDays ? { passwordWarningDays: props.passwordWarningDays } : {}),
      ...(props.keyRotationOverlapHours
        ? { keyRotationOverlapHours: props.keyRotationOverlapHours }
        : {}),
      ...(props.contact ? { contact: props.contact } : {}),
    };
    if (!props.contact) {
      Annotations.of(this).addWarningV2('marque:contact-missing', missingSettingWarning('contact'));
    }
    const assets = webBuildToDeploy(
      this,
      props.stage,
      props.siteAssetPath ?? fromRepoRoot('web/dist'),
    );
    new SiteDeployment(this, 'deployment', {
      stage: props.stage,
      bucket,
      distribution: this.distribution,
      assetPath: assets,
      config: this.config,
      siteUrl: this.url,
      pageMarkers: siteContactMarkers(props.contact),
    });
  }
}
