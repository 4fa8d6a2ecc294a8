import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { type AreaDef, type AreaId, areas } from '../lambdas/routes';
import type { CatalogueSource } from './catalogue/catalogue-source';
import { ApiGatewayLogging } from './constructs/api-gateway-logging';
import { CustomerIdentity } from './constructs/customer-identity';
import { Data } from './constructs/data';
import { ScheduledJobs } from './constructs/scheduled-jobs';
import { Identity } from './constructs/identity';
import { Mail } from './constructs/mail';
import { Monitoring } from './constructs/monitoring';
import { PortalWebAcl } from './constructs/web-acl';
import { clientLimits } from '../shared/api/client-limits';
import { SiteWebAclArn } from './constructs/site-web-acl-arn';
import { PortalApi } from './constructs/portal-api';
import { PortalSeed } from './constructs/portal-seed';
import { ProductBackends } from './constructs/product-backends';
import { ProductApisStack } from './constructs/product-apis-stack';
import { Site } from './constructs/site';
import type { StageConfig } from './stage-config';

export interface MarqueStackProps extends StackProps {
  readonly config: StageConfig;
  /** The maker's APIs (`loadCatalogue()` in bin/marque.ts; a small fixture in tests). */
  readonly catalogue: CatalogueSource;
  /** The built web app; default `web/dist`. */
  readonly siteAssetPath?: string;
}

/**
 * Portal API calls one address may make in 5 minutes (WAF's window) before it is blocked: the
 * site makes a few calls per page, so a person never comes near it; a script hammering sign-up,
 * captcha or search does.
 */
const portalApiRatePerIp = 1_500;

/** One deployment of the portal (dev, preprod or prod). Composes the constructs; holds no logic. */
export class MarqueStack extends Stack {
  readonly data: Data;
  readonly identity: Identity;
  readonly customerIdentity: CustomerIdentity;
  readonly productBackends: ProductBackends;
  readonly productApis: ProductApisStack;
  readonly scheduledJobs: ScheduledJobs;
  readonly portalApi: PortalApi;
  readonly portalSeed: PortalSeed;
  readonly site: Site;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: MarqueStackProps) {
    super(scope, id, props);
    const { config } = props;
    const stage = config.stage;

    this.data = new Data(this, 'data', { stage });
    const mail = new Mail(this, 'mail', {
      fromAddress: config.sesFromAddress,
      identityState: config.sesIdentity,
      supportMailbox: config.contact?.supportEmail,
    });
    // The site and the API name each other (CSP and config.json; CORS), and the directory
    // sign-in returns to the site: both take the site's origin lazily, which CloudFormation
    // resolves without a cycle.
    const siteOrigin = config.siteDomain
      ? `https://${config.siteDomain}`
      : Lazy.string({ produce: () => this.site.url });
    // The deployment's id: the stack's name, unique per account and region (Marque-prod).
    const access = { stage, deployment: this.stackName, tables: this.data.tables, mail };
    this.identity = new Identity(this, 'identity', {
      ...access,
      siteUrl: siteOrigin,
      corporateIdp: config.corporateIdp,
      cognitoDomainPrefix: config.cognitoDomainPrefix,
    });
    this.portalSeed = new PortalSeed(this, 'portal-seed', {
      ...access,
      userPool: this.identity.userPool,
      adminGroup: this.identity.groups.admin,
      adminEmail: config.adminEmail,
      newPortalUrl: config.contact?.newPortalUrl,
    });
    const logging = new ApiGatewayLogging(this, 'api-gateway-logging');

    this.customerIdentity = new CustomerIdentity(this, 'customer-identity', access);
    this.productBackends = new ProductBackends(this, 'product-backends', {
      ...access,
      services: props.catalogue.categories.flatMap((c) => c.services.map((s) => s.service)),
      customerPool: {
        userPool: this.customerIdentity.userPool,
        clientId: this.customerIdentity.client.userPoolClientId,
      },
    });
    this.productApis = new ProductApisStack(this, 'product-apis', {
      stage,
      deployment: this.stackName,
      catalogue: props.catalogue,
      catalogueTable: this.data.tables.catalogue,
      logging: logging.account,
      userPool: this.identity.userPool,
      customerPool: {
        userPool: this.customerIdentity.userPool,
        clientId: this.customerIdentity.client.userPoolClientId,
      },
      backends: this.productBackends.byService,
    });

    this.portalApi = new PortalApi(this, 'portal-api', {
      ...access,
      userPool: this.identity.userPool,
      userPoolClientId: this.identity.siteClient.userPoolClientId,
      allowedOrigin: siteOrigin,
      logging: logging.account,
      keyRotationOverlapHours: config.keyRotationOverlapHours,
    });
    const apiFirewall = new PortalWebAcl(this, 'portal-api-firewall', {
      stage,
      scope: 'REGIONAL',
      name: 'portal-api',
      ratePerFiveMinutes: portalApiRatePerIp,
      clientLimits: { limits: clientLimits, allowedOrigin: siteOrigin },
    });
    new CfnWebACLAssociation(this, 'portal-api-firewall-association', {
      resourceArn: this.portalApi.api.deploymentStage.stageArn,
      webAclArn: apiFirewall.webAcl.attrArn,
    });
    this.scheduledJobs = new ScheduledJobs(this, 'scheduled-jobs', {
      ...access,
      productApis: this.productApis.productApis,
      userPool: this.identity.userPool,
    });
    for (const [areaId, area] of Object.entries(areas) as [AreaId, AreaDef][]) {
      const role = this.portalApi.functions[areaId].role;
      if (area.apiGateway === 'keys' && role) {
        // One set of policies per area with `keys` (applications; requests for prod keys).
        this.productApis.productApis.grantPlans(role, `${areaId}-plan-keys`, {
          description: 'Add and remove subscription keys, read their usage, carry it over,',
          keys: ['POST', 'DELETE'],
          readUsage: true,
          updateUsage: true,
        });
      } else if (area.readUsage && role) {
        // The admin insights read the plans' daily calls (GetUsage) and nothing else.
        this.productApis.productApis.grantPlans(role, `${areaId}-plan-usage`, {
          description: "Read the usage plans' daily calls for the admin insights,",
          keys: [],
          readUsage: true,
        });
      }
    }
    this.site = new Site(this, 'site', {
      stage,
      siteDomain: config.siteDomain,
      certificateArn: config.certificateArn,
      portalApiId: this.portalApi.api.restApiId,
      portalApiUrl: this.portalApi.url,
      productApiIds: this.productApis.productApis.apis.map((api) => api.apiId),
      userPoolId: this.identity.userPool.userPoolId,
      userPoolClientId: this.identity.siteClient.userPoolClientId,
      corporateSignIn: this.identity.siteConfig.corporateSignIn,
      passwordWarningDays: config.passwordWarningDays,
      keyRotationOverlapHours: config.keyRotationOverlapHours,
      contact: config.contact,
      siteAssetPath: props.siteAssetPath,
      webAclArn: new SiteWebAclArn(this, 'site-web-acl', { stage }).arn,
    });
    const signIn = this.identity.triggerFunctions.defineAuthChallenge;
    if (!(signIn instanceof LambdaFunction))
      throw new Error('The sign-in trigger has no log group');
    // Last: it watches every function made above.
    this.monitoring = new Monitoring(this, 'monitoring', {
      stage,
      alarmEmail: config.alarmEmail,
      portalApi: this.portalApi.api,
      signInLogGroup: signIn.logGroup,
      deadLetterQueues: this.scheduledJobs.deadLetterQueues,
      tables: this.data.tables,
      portalApiFirewall: apiFirewall,
      productApiAccessLogs: this.productApis.productApis.accessLogGroups,
      siteDistributionId: this.site.distribution.distributionId,
    });

    new CfnOutput(this, 'PortalUrl', { value: this.site.url, description: 'The developer portal' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.portalApi.url,
      description: 'Portal API base URL',
    });
    new CfnOutput(this, 'HealthDashboard', {
      value: this.monitoring.dashboardName,
      description: "CloudWatch dashboard of the portal's health",
    });
    new CfnOutput(this, 'UserPoolId', { value: this.identity.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.identity.siteClient.userPoolClientId });
    new CfnOutput(this, 'CustomerPoolId', {
      value: this.customerIdentity.userPool.userPoolId,
      description: "Customer Authentication's customers",
    });
    new CfnOutput(this, 'CustomerPoolClientId', {
      value: this.customerIdentity.client.userPoolClientId,
      description: "The customer pool's app client (custom auth and refresh only)",
    });
    if (config.adminEmail) {
      new CfnOutput(this, 'AdminEmail', {
        value: config.adminEmail,
        description:
          'The first admin, made at deploy with a password nobody knows: set it with "Forgot ' +
          'password" on the portal',
      });
    }
    const corporate = this.identity.corporateSignIn;
    if (corporate) {
      new CfnOutput(this, 'CorporateIdpResponseUrl', {
        value: corporate.idpResponseUrl,
        description: 'Register at the directory: OIDC redirect URI or SAML ACS URL',
      });
      if (config.corporateIdp?.type === 'saml') {
        new CfnOutput(this, 'CorporateSamlEntityId', {
          value: `urn:amazon:cognito:sp:${this.identity.userPool.userPoolId}`,
          description: 'Register at the directory: SAML audience (entity id)',
        });
      }
    }
  }
}
