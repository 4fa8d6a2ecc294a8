import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startOutbox, type Outbox } from '../outbox/start-outbox';
import { seedIdentity, webClientSettings, type IdentityConfig } from '../identity/seed-identity';
import { startLocalIdentity, type LocalIdentity } from '../identity/start-local-identity';
import type { IdentityTriggers } from '../identity/triggers/identity-triggers';
import type { IdentityQuotas } from '../identity/identity-targets';

/** Test support (not a test): a seeded local identity on free ports in a temp folder. */
export interface TestIdentity {
  identity: LocalIdentity;
  outbox: Outbox;
  config: IdentityConfig;
  /**
   * The `test-srp` app client: the seeded `marque-web`'s settings plus plain USER_SRP_AUTH, which
   * `marque-web` (like the deployed client) refuses. For tests of plain SRP and what hangs on it.
   */
  srpClientId: string;
  dataDir: string;
  cognito: CognitoIdentityProviderClient;
  /** Creates a confirmed user with a permanent password. */
  addUser(email: string, password: string): Promise<void>;
  close(): Promise<void>;
}

export const testAdmin = { email: 'admin@marque.test', password: 'Admin#Pass1' };

/** The flows of the `test-srp` client: plain SRP besides `marque-web`'s custom and refresh. */
export const testSrpClientFlows = [
  'ALLOW_USER_SRP_AUTH',
  'ALLOW_CUSTOM_AUTH',
  'ALLOW_REFRESH_TOKEN_AUTH',
] as const;

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

export async function startTestIdentity(
  triggers?: IdentityTriggers,
  quotas?: IdentityQuotas,
): Promise<TestIdentity> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marque-identity-'));
  const outbox = await startOutbox({ port: 0 });
  const identity = await startLocalIdentity({ port: 0, dataDir, outbox, triggers, quotas });
  const config = await seedIdentity({
    endpoint: identity.url,
    poolName: 'marque-test',
    admin: testAdmin,
  });
  const cognito = cognitoClient(identity.url);
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: config.userPoolId,
      ClientName: 'test-srp',
      GenerateSecret: false,
      ...webClientSettings,
      ExplicitAuthFlows: [...testSrpClientFlows],
      TokenValidityUnits: { ...webClientSettings.TokenValidityUnits },
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('CreateUserPoolClient returned no client id');
  return {
    identity,
    outbox,
    config,
    srpClientId: UserPoolClient.ClientId,
    dataDir,
    cognito,
    async addUser(email, password) {
      const UserPoolId = config.userPoolId;
      await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
        }),
      );
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId,
          Username: email,
          Password: password,
          Permanent: true,
        }),
      );
    },
    async close() {
      cognito.destroy();
      await identity.close();
      await outbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
