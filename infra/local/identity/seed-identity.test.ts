import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  InvalidParameterException,
  ListGroupsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutbox, type Outbox } from '../outbox/start-outbox';
import { cognitoClient, testAdmin } from '../testing/test-identity';
import { seedIdentity, type IdentityConfig } from './seed-identity';
import { srpClient } from '../testing/srp-client';
import { startLocalIdentity, type LocalIdentity } from './start-local-identity';

let dataDir: string;
let outbox: Outbox;
let identity: LocalIdentity;
let config: IdentityConfig;

const seed = (endpoint: string) =>
  seedIdentity({ endpoint, poolName: 'marque-dev', admin: testAdmin });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marque-seed-'));
  outbox = await startOutbox({ port: 0 });
  identity = await startLocalIdentity({ port: 0, dataDir, outbox });
  config = await seed(identity.url);
});

afterAll(async () => {
  await identity.close();
  await outbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('seedIdentity', () => {
  it('creates the pool, the public web client, both groups and the admin', async () => {
    const cognito = cognitoClient(identity.url);
    const UserPoolId = config.userPoolId;
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId }));
    expect(UserPool).toMatchObject({
      Name: 'marque-dev',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
    });

    const { UserPoolClient } = await cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId, ClientId: config.userPoolClientId }),
    );
    expect(UserPoolClient?.ClientName).toBe('marque-web');
    expect(UserPoolClient?.ClientSecret).toBeUndefined();
    expect(UserPoolClient?.ExplicitAuthFlows).toEqual([
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    expect(UserPoolClient?.PreventUserExistenceErrors).toBe('ENABLED');

    const { Groups = [] } = await cognito.send(new ListGroupsCommand({ UserPoolId }));
    expect(Groups.map((g) => g.GroupName).sort()).toEqual(['admin', 'common-user']);

    const admin = await cognito.send(
      new AdminGetUserCommand({ UserPoolId, Username: testAdmin.email }),
    );
    expect(admin.UserStatus).toBe('CONFIRMED');
    expect(admin.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: testAdmin.email },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
    const { Groups: adminGroups = [] } = await cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId, Username: testAdmin.email }),
    );
    expect(adminGroups.map((g) => g.GroupName)).toEqual(['admin']);
    cognito.destroy();
  });

  it('refuses plain USER_SRP_AUTH on marque-web: the password alone gets no tokens', async () => {
    const cognito = cognitoClient(identity.url);
    const attempt = cognito.send(
      new InitiateAuthCommand({
        ClientId: config.userPoolClientId,
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: testAdmin.email, SRP_A: srpClient(config.userPoolId).srpA },
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InvalidParameterException);
    await expect(attempt).rejects.toThrow('USER_SRP_AUTH is not enabled for the client.');
    cognito.destroy();
  });

  it('reports the issuer and JWKS the identity serves', async () => {
    expect(config).toMatchObject({
      region: 'us-east-1',
      endpoint: identity.url,
      issuer: `${identity.url}/${config.userPoolId}`,
      jwksUri: `${identity.url}/${config.userPoolId}/.well-known/jwks.json`,
      admin: testAdmin,
    });
    expect(config.jwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256' })]);
  });

  it('reuses what it made: again, and after a restart on the same data folder', async () => {
    await expect(seed(identity.url)).resolves.toEqual(config);

    await identity.close();
    identity = await startLocalIdentity({ port: 0, dataDir, outbox });
    const again = await seed(identity.url);
    expect(again.userPoolId).toBe(config.userPoolId);
    expect(again.userPoolClientId).toBe(config.userPoolClientId);
    expect(again.issuer).toBe(`${identity.url}/${config.userPoolId}`);

    const cognito = cognitoClient(identity.url);
    const { Groups = [] } = await cognito.send(
      new ListGroupsCommand({ UserPoolId: again.userPoolId }),
    );
    expect(Groups).toHaveLength(2);
    cognito.destroy();
  });

  it("brings an existing marque-web back to today's flows (an older data folder)", async () => {
    const cognito = cognitoClient(identity.url);
    const ids = { UserPoolId: config.userPoolId, ClientId: config.userPoolClientId };
    await cognito.send(
      new UpdateUserPoolClientCommand({
        ...ids,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );

    await identity.close();
    identity = await startLocalIdentity({ port: 0, dataDir, outbox });
    const again = await seed(identity.url);
    expect(again.userPoolClientId).toBe(config.userPoolClientId);

    const fresh = cognitoClient(identity.url);
    const { UserPoolClient } = await fresh.send(new DescribeUserPoolClientCommand(ids));
    expect(UserPoolClient).toMatchObject({
      ClientName: 'marque-web',
      ExplicitAuthFlows: ['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: 60,
    });
    cognito.destroy();
    fresh.destroy();
  });
});
