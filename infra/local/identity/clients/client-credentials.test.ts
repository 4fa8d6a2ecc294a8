import { rmSync } from 'node:fs';
import {
  AddUserPoolClientSecretCommand,
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
  DeleteUserPoolClientSecretCommand,
  DescribeUserPoolClientCommand,
  GetClientTokenCommand,
  InvalidParameterException,
  LimitExceededException,
  ListUserPoolClientSecretsCommand,
  NotAuthorizedException,
  ResourceNotFoundException,
  type CognitoIdentityProviderClient,
  type CreateUserPoolClientCommandInput,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient, startTestIdentity, type TestIdentity } from '../../testing/test-identity';
import { startLocalIdentity, type LocalIdentity } from '../start-local-identity';

/**
 * SDK 3.1169's ExplicitAuthFlowsType does not list ALLOW_CLIENT_TOKEN_AUTH yet, though Cognito
 * and GetClientToken's documentation use it; the SDK sends the string as it is.
 */
const clientTokenAuth = 'ALLOW_CLIENT_TOKEN_AUTH' as ExplicitAuthFlowsType;
const scope = 'marque-products/try-out';

let local: TestIdentity;
/** The running local identity and a client for it (replaced by the restart test). */
let identity: LocalIdentity;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  local = await startTestIdentity();
  identity = local.identity;
  cognito = local.cognito;
});

afterAll(async () => {
  // Not local.close(): the restart test replaces the identity it would close.
  cognito.destroy();
  local.cognito.destroy();
  await identity.close();
  await local.outbox.close();
  rmSync(local.dataDir, { recursive: true, force: true });
});

/** The app client the portal makes for an application, as its Lambda code asks for it. */
async function createApplicationClient(settings: Partial<CreateUserPoolClientCommandInput> = {}) {
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: local.config.userPoolId,
      ClientName: 'application',
      GenerateSecret: true,
      ExplicitAuthFlows: [clientTokenAuth],
      AllowedOAuthFlows: ['client_credentials'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: [scope],
      AccessTokenValidity: 60,
      TokenValidityUnits: { AccessToken: 'minutes' },
      ...settings,
    }),
  );
  const clientId = UserPoolClient?.ClientId;
  const secret = UserPoolClient?.ClientSecret;
  if (!clientId || !secret) throw new Error('CreateUserPoolClient returned no id or secret');
  return { clientId, secret };
}

async function tokenFor(clientId: string, secret: string, scopes?: string[]) {
  const { ClientAuthenticationResult } = await cognito.send(
    new GetClientTokenCommand({ ClientId: clientId, Secret: secret, Scopes: scopes }),
  );
  return ClientAuthenticationResult;
}

async function secretIds(clientId: string): Promise<string[]> {
  const { ClientSecrets = [] } = await cognito.send(
    new ListUserPoolClientSecretsCommand({
      UserPoolId: local.config.userPoolId,
      ClientId: clientId,
    }),
  );
  return ClientSecrets.map((secret) => secret.ClientSecretId ?? '');
}

function accessTokenVerifier() {
  const verifier = JwtRsaVerifier.create({
    issuer: local.config.issuer,
    audience: null,
    jwksUri: local.config.jwksUri,
  });
  verifier.cacheJwks(local.config.jwks as Parameters<typeof verifier.cacheJwks>[0]);
  return verifier;
}

describe('client-credentials app clients through the SDK', () => {
  it('gives a client made with a secret tokens that verify against the pool JWKS', async () => {
    const { clientId, secret } = await createApplicationClient();
    const before = Math.floor(Date.now() / 1000);

    const result = await tokenFor(clientId, secret);
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });

    const claims = await accessTokenVerifier().verify(result?.AccessToken ?? '');
    expect(claims).toMatchObject({
      sub: clientId,
      client_id: clientId,
      token_use: 'access',
      scope,
      iss: local.config.issuer,
      version: 2,
      jti: expect.any(String),
    });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp).toBe((claims.iat ?? 0) + 3600);
    expect(claims.auth_time).toBe(claims.iat);
    expect(claims).not.toHaveProperty('username');

    const asked = await tokenFor(clientId, secret, [scope]);
    expect(asked?.AccessToken).toEqual(expect.any(String));
  });

  it('keeps the initial secret under a Cognito secret id, and Describe still answers', async () => {
    const { clientId, secret } = await createApplicationClient();
    const ids = await secretIds(clientId);
    expect(ids).toEqual([expect.stringMatching(new RegExp(`^${clientId}--\\d{13}$`))]);

    const { UserPoolClient } = await cognito.send(
      new DescribeUserPoolClientCommand({
        UserPoolId: local.config.userPoolId,
        ClientId: clientId,
      }),
    );
    expect(UserPoolClient).toMatchObject({ ClientId: clientId, ClientSecret: secret });
  });

  it('rotates: two secrets work, a third is refused, the deleted one stops working', async () => {
    const { clientId, secret: first } = await createApplicationClient();
    const UserPoolId = local.config.userPoolId;
    const [firstId] = await secretIds(clientId);

    const { ClientSecretDescriptor: added } = await cognito.send(
      new AddUserPoolClientSecretCommand({ UserPoolId, ClientId: clientId }),
    );
    const second = added?.ClientSecretValue ?? '';
    expect(added?.ClientSecretId).toMatch(new RegExp(`^${clientId}--\\d{13}$`));
    expect(added?.ClientSecretCreateDate).toBeInstanceOf(Date);
    expect(second).toMatch(/^[\w+]{24,64}$/);
    expect(await tokenFor(clientId, first)).toBeDefined();
    expect(await tokenFor(clientId, second)).toBeDefined();

    const ids = await secretIds(clientId);
    expect(ids).toEqual([firstId, added?.ClientSecretId]);

    await expect(
      cognito.send(
        new AddUserPoolClientSecretCommand({
          UserPoolId,
          ClientId: clientId,
          ClientSecret: 'a_third_secret_of_my_own_choosing',
        }),
      ),
    ).rejects.toBeInstanceOf(LimitExceededException);

    await cognito.send(
      new DeleteUserPoolClientSecretCommand({
        UserPoolId,
        ClientId: clientId,
        ClientSecretId: firstId,
      }),
    );
    await expect(tokenFor(clientId, first)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect client secret.',
    });
    expect(await tokenFor(clientId, second)).toBeDefined();
    expect(await secretIds(clientId)).toEqual([added?.ClientSecretId]);

    const { UserPoolClient } = await cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId, ClientId: clientId }),
    );
    expect(UserPoolClient?.ClientSecret).toBe(second);

    await expect(
      cognito.send(
        new DeleteUserPoolClientSecretCommand({
          UserPoolId,
          ClientId: clientId,
          ClientSecretId: added?.ClientSecretId,
        }),
      ),
    ).rejects.toBeInstanceOf(InvalidParameterException);
    await expect(
      cognito.send(
        new DeleteUserPoolClientSecretCommand({
          UserPoolId,
          ClientId: clientId,
          ClientSecretId: firstId,
        }),
      ),
    ).rejects.toBeInstanceOf(ResourceNotFoundException);
  });

  it('adds a chosen secret without echoing its value', async () => {
    const { clientId } = await createApplicationClient();
    const chosen = 'chosen_secret_0123456789_abcdef';
    const { ClientSecretDescriptor } = await cognito.send(
      new AddUserPoolClientSecretCommand({
        UserPoolId: local.config.userPoolId,
        ClientId: clientId,
        ClientSecret: chosen,
      }),
    );
    expect(ClientSecretDescriptor?.ClientSecretValue).toBeUndefined();
    expect(await tokenFor(clientId, chosen)).toBeDefined();
  });

  it('refuses a wrong secret, a scope not allowed and a client without the flow', async () => {
    const { clientId, secret } = await createApplicationClient();
    await expect(tokenFor(clientId, 'not-the-secret')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect client secret.',
    });
    const other = await createApplicationClient();
    await expect(tokenFor(other.clientId, secret)).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(tokenFor(clientId, secret, ['marque-products/admin'])).rejects.toBeInstanceOf(
      InvalidParameterException,
    );
    const userClient = await createApplicationClient({
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
    });
    await expect(tokenFor(userClient.clientId, userClient.secret)).rejects.toBeInstanceOf(
      InvalidParameterException,
    );
  });

  it('refuses unknown clients: secrets of a missing client, tokens of a deleted one', async () => {
    const { clientId, secret } = await createApplicationClient();
    const UserPoolId = local.config.userPoolId;
    await cognito.send(new DeleteUserPoolClientCommand({ UserPoolId, ClientId: clientId }));
    await expect(tokenFor(clientId, secret)).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(
      cognito.send(new AddUserPoolClientSecretCommand({ UserPoolId, ClientId: clientId })),
    ).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(secretIds(clientId)).rejects.toBeInstanceOf(ResourceNotFoundException);
  });

  it('keeps both secrets across a restart on the same data folder', async () => {
    const { clientId, secret: first } = await createApplicationClient();
    const { ClientSecretDescriptor } = await cognito.send(
      new AddUserPoolClientSecretCommand({
        UserPoolId: local.config.userPoolId,
        ClientId: clientId,
      }),
    );
    const second = ClientSecretDescriptor?.ClientSecretValue ?? '';
    const ids = await secretIds(clientId);

    cognito.destroy();
    await identity.close();
    identity = await startLocalIdentity({ port: 0, dataDir: local.dataDir, outbox: local.outbox });
    cognito = cognitoClient(identity.url);

    expect(await secretIds(clientId)).toEqual(ids);
    const result = await tokenFor(clientId, second);
    expect(await tokenFor(clientId, first)).toBeDefined();
    const claims = JSON.parse(
      Buffer.from(result?.AccessToken?.split('.')[1] ?? '', 'base64url').toString(),
    ) as { iss?: string; client_id?: string };
    expect(claims).toMatchObject({
      client_id: clientId,
      iss: `${identity.url}/${local.config.userPoolId}`,
    });
  });
});
