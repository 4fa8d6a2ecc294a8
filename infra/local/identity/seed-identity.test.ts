import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutbox, type Outbox } from '../outbox/start-outbox';
import { cognitoClient, testAdmin } from './identity-test-harness';
import { seedIdentity, type IdentityConfig } from './seed-identity';
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
      'ALLOW_USER_SRP_AUTH',
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);

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
});
