import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  UserNotFoundException,
  type UpdateUserPoolClientCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { type UserGroup, userGroups } from '../../../shared/user-groups';
import { seedCustomerPool, type CustomerPool } from './seed-customer-pool';

export interface IdentityConfig {
  region: 'us-east-1';
  userPoolId: string;
  userPoolClientId: string;
  /** The Cognito endpoint the pool was seeded through. */
  endpoint: string;
  /** Exactly the `iss` of the pool's tokens. */
  issuer: string;
  jwksUri: string;
  /** The JWKS as served at jwksUri, for verifiers that take it once at start. */
  jwks: { keys: unknown[] };
  admin: { email: string; password: string };
  /** The customer pool and its app client, when `customerPoolName` was given. */
  customerPool?: CustomerPool;
  /** What the product gateway checks customer tokens against, with `customerPool`. */
  customerTokens?: TokenSource & { clientId: string };
}

/** A pool's token issuer and keys, as a verifier takes them. */
export interface TokenSource {
  issuer: string;
  jwksUri: string;
  jwks: { keys: unknown[] };
}

export interface SeedIdentityOptions {
  endpoint: string;
  poolName: string;
  admin: { email: string; password: string };
  /** Accounts of the common-user group besides the admin (local only: the seeded partner). */
  partners?: readonly { email: string; password: string }[];
  /** Also the customer pool (Customer Authentication's customers), by this name. */
  customerPoolName?: string;
}

export const webClientName = 'marque-web';
export const groups = userGroups;

async function tokenSource(endpoint: string, poolId: string): Promise<TokenSource> {
  const discovery = await fetchJson<{ issuer: string; jwks_uri: string }>(
    `${endpoint}/${poolId}/.well-known/openid-configuration`,
  );
  const jwks = await fetchJson<{ keys: unknown[] }>(discovery.jwks_uri);
  return { issuer: discovery.issuer, jwksUri: discovery.jwks_uri, jwks };
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function ensurePool(cognito: CognitoIdentityProviderClient, poolName: string) {
  const { UserPools = [] } = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools.find((pool) => pool.Name === poolName)?.Id;
  if (existing) return existing;
  const { UserPool } = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: poolName,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      // As the CDK pool (selfSignUpEnabled: false): accounts come only from the register handler.
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      // As the CDK pool: no self-service recovery (the portal's own reset sets passwords).
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    }),
  );
  if (!UserPool?.Id) throw new Error('CreateUserPool returned no pool id');
  return UserPool.Id;
}

/**
 * The public web client's settings, exactly the CDK stack's: custom auth (the portal's
 * CUSTOM_WITH_SRP, which proves the password by SRP inside CUSTOM_AUTH, then asks for the
 * e-mailed code) and refresh only. No plain USER_SRP_AUTH, which would hand out tokens after the
 * password alone and skip the code, and no USER_PASSWORD_AUTH; no secret; user existence hidden;
 * 1-hour tokens.
 */
export const webClientSettings = {
  ExplicitAuthFlows: ['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  PreventUserExistenceErrors: 'ENABLED',
  EnableTokenRevocation: true,
  // The spec's token validity: 1 hour.
  AccessTokenValidity: 60,
  IdTokenValidity: 60,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
} as const satisfies Omit<UpdateUserPoolClientCommandInput, 'UserPoolId' | 'ClientId'>;

/** Creates `marque-web`, or brings an existing one (an older data folder) to today's settings. */
async function ensureWebClient(cognito: CognitoIdentityProviderClient, userPoolId: string) {
  const { UserPoolClients = [] } = await cognito.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = UserPoolClients.find((c) => c.ClientName === webClientName)?.ClientId;
  const settings = {
    ...webClientSettings,
    ExplicitAuthFlows: [...webClientSettings.ExplicitAuthFlows],
    TokenValidityUnits: { ...webClientSettings.TokenValidityUnits },
  };
  if (existing) {
    await cognito.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientId: existing,
        ClientName: webClientName,
        ...settings,
      }),
    );
    return existing;
  }
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: webClientName,
      GenerateSecret: false,
      ...settings,
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('CreateUserPoolClient returned no client id');
  return UserPoolClient.ClientId;
}

async function ensureGroups(cognito: CognitoIdentityProviderClient, userPoolId: string) {
  const { Groups = [] } = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  for (const name of Object.values(groups)) {
    if (Groups.some((group) => group.GroupName === name)) continue;
    await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: name }));
  }
}

async function ensureAccount(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  account: SeedIdentityOptions['admin'],
  group: UserGroup,
) {
  const Username = account.email;
  const verified = [
    { Name: 'email', Value: account.email },
    { Name: 'email_verified', Value: 'true' },
  ];
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username }));
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username,
        UserAttributes: verified,
      }),
    );
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username,
        UserAttributes: verified,
        TemporaryPassword: account.password,
        MessageAction: 'SUPPRESS',
      }),
    );
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username,
      Password: account.password,
      Permanent: true,
    }),
  );
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username, GroupName: group }),
  );
}

/**
 * Creates, or finds by name and reuses, the user pool, the public web client `marque-web`,
 * the groups and the admin account (and the customer pool, when named), and reads back the issuer and JWKS the pool's tokens use.
 */
export async function seedIdentity(options: SeedIdentityOptions): Promise<IdentityConfig> {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    const userPoolId = await ensurePool(cognito, options.poolName);
    const userPoolClientId = await ensureWebClient(cognito, userPoolId);
    await ensureGroups(cognito, userPoolId);
    await ensureAccount(cognito, userPoolId, options.admin, groups.admin);
    for (const partner of options.partners ?? []) {
      await ensureAccount(cognito, userPoolId, partner, groups.commonUser);
    }
    const customerPool = options.customerPoolName
      ? await seedCustomerPool(cognito, options.customerPoolName)
      : undefined;

    const { issuer, jwksUri, jwks } = await tokenSource(endpoint, userPoolId);
    const customerTokens = customerPool
      ? { ...(await tokenSource(endpoint, customerPool.id)), clientId: customerPool.clientId }
      : undefined;
    return {
      region: 'us-east-1',
      userPoolId,
      userPoolClientId,
      endpoint,
      issuer,
      jwksUri,
      jwks,
      admin: { ...options.admin },
      ...(customerPool ? { customerPool } : {}),
      ...(customerTokens ? { customerTokens } : {}),
    };
  } finally {
    cognito.destroy();
  }
}
