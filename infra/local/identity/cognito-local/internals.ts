import type { PasswordPolicy } from '../passwords/password-policy';

/**
 * The parts of cognito-local 5.3.0's internals this wrapper relies on, typed with small local
 * interfaces (its own .d.ts files drag in aws-sdk v2 types). Pinned: cognito-local is an exact
 * version in package.json; a new version means re-reading these shapes.
 */

export interface AttributeType {
  Name: string;
  Value?: string;
}

export interface CognitoLocalUser {
  Username: string;
  Attributes: AttributeType[];
  Enabled: boolean;
  /** CONFIRMED | UNCONFIRMED | FORCE_CHANGE_PASSWORD | RESET_REQUIRED | ... */
  UserStatus: string;
  /** cognito-local keeps passwords in plain text (local use only). */
  Password: string;
  RefreshTokens?: string[];
  MFAOptions?: unknown[];
  UserMFASettingList?: string[];
  UserCreateDate: Date;
  UserLastModifiedDate: Date;
}

export interface CognitoLocalAppClient {
  ClientId: string;
  ClientName: string;
  UserPoolId: string;
  ClientSecret?: string;
  ExplicitAuthFlows?: string[];
  PreventUserExistenceErrors?: string;
}

export interface MessageTemplate {
  EmailMessage?: string;
  EmailSubject?: string;
  SMSMessage?: string;
}
export interface CognitoLocalUserPoolOptions {
  Id: string;
  Name?: string;
  UsernameAttributes?: string[];
  MfaConfiguration?: string;
  EmailVerificationMessage?: string;
  EmailVerificationSubject?: string;
  VerificationMessageTemplate?: MessageTemplate;
  AdminCreateUserConfig?: {
    InviteMessageTemplate?: MessageTemplate;
    AllowAdminCreateUserOnly?: boolean;
  };
  Policies?: { PasswordPolicy?: PasswordPolicy };
  AccountRecoverySetting?: { RecoveryMechanisms?: { Name?: string; Priority?: number }[] };
}

export interface CognitoLocalLogger {
  child(bindings: Record<string, unknown>): CognitoLocalLogger;
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface CognitoLocalContext {
  readonly logger: CognitoLocalLogger;
}

export interface CognitoLocalUserPool {
  readonly options: CognitoLocalUserPoolOptions;
  updateOptions(ctx: CognitoLocalContext, options: CognitoLocalUserPoolOptions): Promise<void>;
  getUserByUsername(ctx: CognitoLocalContext, username: string): Promise<CognitoLocalUser | null>;
  getUserByRefreshToken(ctx: CognitoLocalContext, token: string): Promise<CognitoLocalUser | null>;
  listUserGroupMembership(
    ctx: CognitoLocalContext,
    user: CognitoLocalUser,
  ): Promise<readonly string[]>;
  saveUser(ctx: CognitoLocalContext, user: CognitoLocalUser): Promise<void>;
  storeRefreshToken(ctx: CognitoLocalContext, token: string, user: CognitoLocalUser): Promise<void>;
}

export interface CognitoLocalCognitoService {
  getAppClient(ctx: CognitoLocalContext, clientId: string): Promise<CognitoLocalAppClient | null>;
  getUserPool(ctx: CognitoLocalContext, userPoolId: string): Promise<CognitoLocalUserPool>;
  getUserPoolForClientId(ctx: CognitoLocalContext, clientId: string): Promise<CognitoLocalUserPool>;
}

export interface CognitoLocalTokens {
  readonly AccessToken: string;
  readonly IdToken: string;
  readonly RefreshToken: string;
}

export type TokenSource =
  'AuthenticateDevice' | 'Authentication' | 'HostedAuth' | 'NewPasswordChallenge' | 'RefreshTokens';

export interface CognitoLocalTokenGenerator {
  generate(
    ctx: CognitoLocalContext,
    user: CognitoLocalUser,
    groups: readonly string[],
    client: CognitoLocalAppClient,
    clientMetadata: Record<string, string> | undefined,
    source: TokenSource,
  ): Promise<CognitoLocalTokens>;
}

/** What cognito-local's PreTokenGeneration caller hands its trigger service. */
export interface PreTokenGenerationCall {
  clientId: string;
  clientMetadata: Record<string, string> | undefined;
  source: string;
  userAttributes: AttributeType[];
  username: string;
  userPoolId: string;
  groupConfiguration: {
    groupsToOverride?: readonly string[];
    iamRolesToOverride?: readonly string[];
    preferredRole?: string;
  };
}

export interface ClaimsOverrideDetails {
  claimsToAddOrOverride?: Record<string, string>;
  claimsToSuppress?: string[];
}

/** cognito-local's trigger service; only `enabled` and what is enabled get called. */
export interface CognitoLocalTriggers {
  enabled(trigger: string): boolean;
  preTokenGeneration(
    ctx: CognitoLocalContext,
    call: PreTokenGenerationCall,
  ): Promise<{ claimsOverrideDetails?: ClaimsOverrideDetails }>;
}

export interface DeliveryDetails {
  AttributeName: string;
  DeliveryMedium: 'EMAIL' | 'SMS';
  Destination: string;
}

/** cognito-local's message service: every code or temporary password it sends goes here. */
export interface CognitoLocalMessages {
  deliver(
    ctx: CognitoLocalContext,
    source: string,
    clientId: string | null,
    userPoolId: string,
    user: CognitoLocalUser,
    code: string,
    clientMetadata: Record<string, string> | undefined,
    deliveryDetails: DeliveryDetails,
  ): Promise<void>;
}

export interface CognitoLocalClock {
  get(): Date;
}

/** cognito-local's `Services` bag, as its targets and server read it. */
export interface CognitoLocalServices {
  clock: CognitoLocalClock;
  cognito: CognitoLocalCognitoService;
  config: Record<string, unknown>;
  messages: CognitoLocalMessages;
  otp: () => string;
  tokenGenerator: CognitoLocalTokenGenerator;
  triggers: CognitoLocalTriggers;
}

/** A cognito-local API target: `(ctx, request) => response`. */
export type CognitoLocalTarget = (ctx: CognitoLocalContext, request: unknown) => Promise<unknown>;
