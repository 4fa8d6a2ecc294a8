import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  type IUserPool,
  type IUserPoolClient,
  OAuthScope,
  ResourceServerScope,
  type UserPoolClientOptions,
  UserPool,
  UserPoolClientIdentityProvider,
  type UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { TriggerDef, TriggerId } from '../../lambdas/triggers/trigger-table';
import { tryOutResourceServer } from '../../shared/client-credentials';
import { identityRules } from '../../shared/identity-rules';
import type { SiteConfig } from '../../shared/site-config';
import { userGroups } from '../../shared/user-groups';
import type { CorporateIdpConfig } from '../stage-config';
import { CorporateSignIn } from './corporate-sign-in';
import type { AccessContext } from './function-access';
import { IdentityTriggers } from './identity-triggers';

export interface IdentityProps extends AccessContext {
  /** https://host of the site (may be lazy): the directory sign-in returns to <site>/signIn. */
  readonly siteUrl: string;
  /** Stage setting `corporateIdp`: staff sign in through their directory. */
  readonly corporateIdp?: CorporateIdpConfig;
  /** Stage setting `cognitoDomainPrefix`. */
  readonly cognitoDomainPrefix?: string;
  /** The trigger table; tests pass their own. */
  readonly triggers?: Readonly<Record<TriggerId, TriggerDef>>;
}

/** The Cognito groups of spec §6: the admin role comes from `cognito:groups`. */
export { userGroups };

/**
 * The portal's users: a Cognito user pool (e-mail as user name, accounts made by the register
 * handler), the `admin` and `common-user` groups, the Cognito triggers of the trigger table, and
 * the site's public app client: SRP then the portal's own e-mail code as a custom challenge (see
 * ARCHITECTURE.md "Identity"), plus the corporate directory's OAuth flow when the stage has one.
 */
export class Identity extends Construct {
  readonly userPool: IUserPool;
  readonly siteClient: IUserPoolClient;
  /** The groups of `userGroups`: whoever adds users to one at deploy waits for it. */
  readonly groups: Readonly<Record<keyof typeof userGroups, UserPoolGroup>>;
  readonly triggerFunctions: Readonly<Record<TriggerId, IFunction>>;
  /** Set when the stage has a corporate directory. */
  readonly corporateSignIn?: CorporateSignIn;
  /** What `/config.json` says about the directory sign-in, if any. */
  readonly siteConfig: Pick<SiteConfig, 'corporateSignIn'>;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    const prod = props.stage === 'prod';

    const userPool = new UserPool(this, 'user-pool', {
      userPoolName: `marque-${props.stage}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Accounts come only from the register handler (AdminCreateUser after the captcha and
      // organisation checks): SignUp from a client would skip them.
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // Spec §5: 8-20 characters, all four classes, no whitespace. Cognito has no maximum length
      // nor a whitespace rule: the shared password schema enforces both in every handler.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      // The portal mails its own reset codes and sets the password itself (auth area), after the
      // shared schema's checks: Cognito's public ForgotPassword/ConfirmForgotPassword would
      // take a password past the 20-character maximum, so its self-service recovery is off.
      accountRecovery: AccountRecovery.NONE,
      // Lite covers what the portal uses (custom auth challenge, triggers, ID-token claims from a
      // V1 pre-token trigger); Essentials/Plus bill more per user for managed login, access-token
      // customisation, e-mail MFA and threat protection, none of which the design uses.
      featurePlan: FeaturePlan.LITE,
      email: props.mail.userPoolEmail,
      deletionProtection: prod,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    if (props.mail.createdIdentity) userPool.node.addDependency(props.mail.createdIdentity);
    Validations.of(userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          "The second factor is the portal's own 6-digit e-mail code, asked as a custom auth " +
          'challenge after SRP by the define/create/verify-auth-challenge triggers, so Cognito ' +
          'MFA stays off.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (Plus plan) is replaced by server-side checks in the ' +
          'pre-authentication trigger: captcha, lock after 3 failed attempts, one session; Plus ' +
          'would bill every monthly active developer for features the portal does not use.',
      },
    );

    const adminGroup = userPool.addGroup('admin-group', {
      groupName: userGroups.admin,
      description: 'Portal administrators (spec §6)',
      precedence: 0,
    });
    const commonUserGroup = userPool.addGroup('common-user-group', {
      groupName: userGroups.commonUser,
      description: 'Signed-in developers (spec §6)',
      precedence: 10,
    });
    this.groups = { admin: adminGroup, commonUser: commonUserGroup };

    // The scope of the applications' client credentials (one app client per application, made
    // at run time by the applications area): access tokens for try-out and server-to-server calls.
    userPool.addResourceServer('products-resource-server', {
      identifier: tryOutResourceServer.identifier,
      userPoolResourceServerName: 'Marque product APIs',
      scopes: [
        new ResourceServerScope({
          scopeName: tryOutResourceServer.scope,
          scopeDescription: 'Call the product APIs an application is subscribed to',
        }),
      ],
    });

    this.triggerFunctions = new IdentityTriggers(this, 'triggers', {
      ...props,
      userPool,
    }).functions;

    if (props.corporateIdp) {
      this.corporateSignIn = new CorporateSignIn(this, 'corporate', {
        stage: props.stage,
        userPool,
        idp: props.corporateIdp,
        domainPrefix: props.cognitoDomainPrefix,
      });
    }
    const tokenValidity = Duration.minutes(identityRules.tokenValidityMinutes);
    const client = userPool.addClient('site-client', {
      userPoolClientName: `marque-site-${props.stage}`,
      generateSecret: false,
      // Amplify's CUSTOM_WITH_SRP is InitiateAuth with AuthFlow CUSTOM_AUTH (SRP_A as its first
      // step), so ALLOW_CUSTOM_AUTH (+ ALLOW_REFRESH_TOKEN_AUTH, which CDK always adds) is all it
      // needs. No USER_SRP_AUTH: it would issue tokens after the password alone, skipping the
      // e-mail code; no USER_PASSWORD_AUTH and no ADMIN_*: no sign-in around the triggers.
      authFlows: { custom: true },
      idTokenValidity: tokenValidity,
      accessTokenValidity: tokenValidity,
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      ...this.oauthSettings(props.siteUrl),
    });
    if (this.corporateSignIn) client.node.addDependency(this.corporateSignIn.provider);
    this.siteClient = client;
    this.userPool = userPool;
    this.siteConfig = this.corporateSignIn
      ? { corporateSignIn: this.corporateSignIn.siteConfig }
      : {};
  }

  /**
   * Without a directory the client has no OAuth at all. With one, only the authorisation-code
   * flow back to <site>/signIn (the `code` query marks the directory flow, spec §2), and only the
   * directory on the managed login pages: portal accounts sign in through the API with the
   * custom challenge, never on a page that would skip the e-mail code.
   */
  private oauthSettings(siteUrl: string): Partial<UserPoolClientOptions> {
    if (!this.corporateSignIn) {
      return {
        disableOAuth: true,
        supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      };
    }
    return {
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${siteUrl}/signIn`],
        logoutUrls: [`${siteUrl}/`],
      },
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.custom(this.corporateSignIn.provider.providerName),
      ],
    };
  }
}
