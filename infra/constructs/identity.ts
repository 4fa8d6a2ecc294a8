import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  type IUserPool,
  type IUserPoolClient,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { DeploymentStage } from '../../shared/plans';

export interface IdentityProps {
  readonly stage: DeploymentStage;
}

/** The Cognito groups of spec §6: the admin role comes from `cognito:groups`. */
export const userGroups = { admin: 'admin', commonUser: 'common-user' } as const;

/**
 * The portal's users: a Cognito user pool (e-mail as user name) with the `admin` and
 * `common-user` groups, and the site's public app client (SRP then the portal's own e-mail code
 * as a custom challenge, see ARCHITECTURE.md "Identity").
 *
 * Left for the identity issue: the Lambda triggers (pre/post authentication, define/create/verify
 * auth challenge, pre token generation, custom message: `userPool.addTrigger(...)`) and SES
 * sending from the verified `sesFromAddress` (`email: UserPoolEmail.withSES(...)`).
 */
export class Identity extends Construct {
  readonly userPool: IUserPool;
  readonly siteClient: IUserPoolClient;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);
    const prod = props.stage === 'prod';

    const userPool = new UserPool(this, 'user-pool', {
      userPoolName: `marque-${props.stage}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Lite covers what the portal uses (custom auth challenge, triggers, ID-token claims from a
      // V1 pre-token trigger); Essentials/Plus bill more per user for managed login, access-token
      // customisation, e-mail MFA and threat protection, none of which the design uses.
      featurePlan: FeaturePlan.LITE,
      email: UserPoolEmail.withCognito(),
      deletionProtection: prod,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          "The second factor is the portal's own 6-digit e-mail code, asked as a custom auth " +
          'challenge after SRP by the define/create/verify-auth-challenge triggers (identity ' +
          'issue), so Cognito MFA stays off.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (Plus plan) is replaced by server-side checks in the ' +
          'pre-authentication trigger: captcha, lock after 3 failed attempts, one session; Plus ' +
          'would bill every monthly active developer for features the portal does not use.',
      },
    );

    userPool.addGroup('admin-group', {
      groupName: userGroups.admin,
      description: 'Portal administrators (spec §6)',
      precedence: 0,
    });
    userPool.addGroup('common-user-group', {
      groupName: userGroups.commonUser,
      description: 'Signed-in developers (spec §6)',
      precedence: 10,
    });

    this.siteClient = userPool.addClient('site-client', {
      userPoolClientName: `marque-site-${props.stage}`,
      generateSecret: false,
      // ALLOW_CUSTOM_AUTH + ALLOW_USER_SRP_AUTH (+ ALLOW_REFRESH_TOKEN_AUTH, always on):
      // Amplify's CUSTOM_WITH_SRP; never USER_PASSWORD_AUTH, so passwords do not cross the wire.
      authFlows: { custom: true, userSrp: true },
      disableOAuth: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });
    this.userPool = userPool;
  }
}
