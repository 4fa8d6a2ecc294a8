import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  type IUserPool,
  type IUserPoolClient,
  Mfa,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { customerTriggers } from '../../lambdas/routes';
import { type AccessContext, accessEnvironment, grantAccess } from './function-access';
import { MarqueFunction } from './marque-function';

export type CustomerIdentityProps = AccessContext;

/** Access and ID tokens of a signed-in customer last an hour; the app refreshes them. */
export const customerTokenValidity = Duration.minutes(60);

/** The custom-auth triggers, all answered by `customerTriggers.customerAuthChallenge`. */
export const customerAuthOperations = [
  UserPoolOperation.DEFINE_AUTH_CHALLENGE,
  UserPoolOperation.CREATE_AUTH_CHALLENGE,
  UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE,
] as const;

/**
 * The maker's car customers (Customer Authentication): a Cognito user pool of its own, apart
 * from the portal's users, whose user name is the customer id and whose accounts only the
 * customer identity backend makes. Its one app client signs in by CUSTOM_AUTH only: the
 * auth-challenge trigger gives tokens only for the one-time proof the backend left in the
 * customers table after a verified OTP, so no password ever signs a customer in.
 */
export class CustomerIdentity extends Construct {
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;
  /** Answers define, create and verify auth challenge. */
  readonly authChallengeFunction: IFunction;

  constructor(scope: Construct, id: string, props: CustomerIdentityProps) {
    super(scope, id);
    const prod = props.stage === 'prod';

    const userPool = new UserPool(this, 'customer-pool', {
      userPoolName: `marque-customers-${props.stage}`,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      // Customers are registered by the backend (AdminCreateUser) after a verified OTP only.
      selfSignUpEnabled: false,
      standardAttributes: {
        phoneNumber: { required: false, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        email: { required: false, mutable: true },
      },
      // Nothing for Cognito to verify or text: the backend sends the OTPs itself (SNS).
      enableSmsRole: false,
      mfa: Mfa.OFF,
      accountRecovery: AccountRecovery.NONE,
      // No app client accepts a password; the policy is strict only so that none could be weak.
      passwordPolicy: {
        minLength: 16,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      featurePlan: FeaturePlan.LITE,
      deletionProtection: prod,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Customers sign in with a one-time password texted to their mobile number by the ' +
          'customer identity backend: the OTP is the factor, checked before the custom-auth ' +
          'trigger accepts the proof, so Cognito MFA stays off.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (Plus plan) guards passwords, which this pool never accepts; the ' +
          'backend limits OTP tries and their lifetime itself, and the API key and usage plan ' +
          'throttle every call. Plus would bill every monthly active customer for nothing.',
      },
    );

    const trigger = customerTriggers.customerAuthChallenge;
    const { fn } = new MarqueFunction(this, 'auth-challenge', {
      stage: props.stage,
      entry: trigger.entry,
      description: 'Marque customer pool trigger: define, create and verify auth challenge',
      // No pool ids: the pool names this function (every trigger event carries `userPoolId`).
      environment: accessEnvironment(trigger, props),
      // Cognito waits 5 seconds for a trigger (then retries): longer is never used.
      timeout: Duration.seconds(5),
    });
    grantAccess(fn, trigger, props);
    for (const operation of customerAuthOperations) userPool.addTrigger(operation, fn);

    this.client = userPool.addClient('customer-client', {
      userPoolClientName: `marque-customers-${props.stage}`,
      generateSecret: false,
      // CUSTOM_AUTH (AdminInitiateAuth from the backend) and refresh: no SRP, no password flow,
      // nothing that would issue tokens without the trigger's proof.
      authFlows: { custom: true },
      idTokenValidity: customerTokenValidity,
      accessTokenValidity: customerTokenValidity,
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      disableOAuth: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
    });
    this.userPool = userPool;
    this.authChallengeFunction = fn;
  }
}
