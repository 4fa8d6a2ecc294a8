import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  type CognitoIdentityProviderClient,
  type UpdateUserPoolClientCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';

/** The customer pool's name for a stage: its triggers are bound to it by name (start-local-cloud). */
export const customerPoolName = (stage: string) => `marque-${stage}-customers`;

export const customerClientName = 'marque-customers';

/**
 * The customer pool's app client: only the custom flow (the backend's OTP proof through the
 * auth-challenge trigger) and refresh; no secret; user existence hidden; 1-hour tokens.
 */
export const customerClientSettings = {
  ExplicitAuthFlows: ['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  PreventUserExistenceErrors: 'ENABLED',
  EnableTokenRevocation: true,
  AccessTokenValidity: 60,
  IdTokenValidity: 60,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
} as const satisfies Omit<UpdateUserPoolClientCommandInput, 'UserPoolId' | 'ClientId'>;

export interface CustomerPool {
  id: string;
  clientId: string;
}

async function ensureCustomerPool(cognito: CognitoIdentityProviderClient, name: string) {
  const { UserPools = [] } = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools.find((pool) => pool.Name === name)?.Id;
  if (existing) return existing;
  // No UsernameAttributes: the backend names its customers itself.
  const { UserPool } = await cognito.send(new CreateUserPoolCommand({ PoolName: name }));
  if (!UserPool?.Id) throw new Error('CreateUserPool returned no pool id');
  return UserPool.Id;
}

/**
 * Creates, or finds by name and brings to today's settings, the customer pool and its app client
 * (Customer Authentication's customers), through the Cognito API as the stack's deploy does.
 */
export async function seedCustomerPool(
  cognito: CognitoIdentityProviderClient,
  poolName: string,
): Promise<CustomerPool> {
  const id = await ensureCustomerPool(cognito, poolName);
  const settings = {
    ...customerClientSettings,
    ExplicitAuthFlows: [...customerClientSettings.ExplicitAuthFlows],
    TokenValidityUnits: { ...customerClientSettings.TokenValidityUnits },
  };
  const { UserPoolClients = [] } = await cognito.send(
    new ListUserPoolClientsCommand({ UserPoolId: id, MaxResults: 60 }),
  );
  const existing = UserPoolClients.find((c) => c.ClientName === customerClientName)?.ClientId;
  if (existing) {
    await cognito.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: id,
        ClientId: existing,
        ClientName: customerClientName,
        ...settings,
      }),
    );
    return { id, clientId: existing };
  }
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: id,
      ClientName: customerClientName,
      GenerateSecret: false,
      ...settings,
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('CreateUserPoolClient returned no client id');
  return { id, clientId: UserPoolClient.ClientId };
}
