import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  type AdminInitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOutbox, type Outbox } from '../outbox/start-outbox';
import { cognitoClient, testAdmin } from '../testing/test-identity';
import { seedCustomerPool } from './seed-customer-pool';
import { seedIdentity, type IdentityConfig } from './seed-identity';
import { startLocalIdentity, type LocalIdentity } from './start-local-identity';
import type { IdentityTriggers } from './triggers/identity-triggers';
import { decodeJwt } from './tokens/jwt';

/** An OTP-like custom auth: one secret answer, three tries, as a customer pool's trigger does. */
const secret = '424242';
const customerCalls: string[] = [];
const portalCalls: string[] = [];

const customerTriggers: IdentityTriggers = {
  async defineAuthChallenge(event: DefineAuthChallengeTriggerEvent) {
    customerCalls.push(event.triggerSource);
    const { session } = event.request;
    const last = session.at(-1);
    if (last?.challengeResult) event.response.issueTokens = true;
    else if (session.length >= 3 || event.request.userNotFound) {
      event.response.failAuthentication = true;
    } else event.response.challengeName = 'CUSTOM_CHALLENGE';
    return event;
  },
  async createAuthChallenge(event: CreateAuthChallengeTriggerEvent) {
    customerCalls.push(event.triggerSource);
    event.response.privateChallengeParameters = { answer: secret };
    event.response.publicChallengeParameters = { hint: 'otp' };
    return event;
  },
  async verifyAuthChallengeResponse(event: VerifyAuthChallengeResponseTriggerEvent) {
    customerCalls.push(event.triggerSource);
    event.response.answerCorrect =
      event.request.challengeAnswer === event.request.privateChallengeParameters.answer;
    return event;
  },
};

/** The portal pool's define trigger: it must never see a customer's sign-in. */
const portalTriggers: IdentityTriggers = {
  async defineAuthChallenge(event) {
    portalCalls.push(event.triggerSource);
    event.response.failAuthentication = true;
    return event;
  },
};

const customerPoolName = 'marque-test-customers';
let dataDir: string;
let outbox: Outbox;
let identity: LocalIdentity;
let config: IdentityConfig;
let pool: { id: string; clientId: string };
let cognito: ReturnType<typeof cognitoClient>;
const customer = '+919876543210';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marque-customer-pool-'));
  outbox = await startOutbox({ port: 0 });
  identity = await startLocalIdentity({
    port: 0,
    dataDir,
    outbox,
    triggers: portalTriggers,
    poolTriggers: { [customerPoolName]: customerTriggers },
  });
  config = await seedIdentity({
    endpoint: identity.url,
    poolName: 'marque-test',
    admin: testAdmin,
    customerPoolName,
  });
  pool = config.customerPool!;
  cognito = cognitoClient(identity.url);
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: pool.id,
      Username: customer,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'phone_number', Value: customer }],
    }),
  );
});

afterAll(async () => {
  cognito.destroy();
  await identity.close();
  await outbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  customerCalls.length = 0;
  portalCalls.length = 0;
});

const initiate = (USERNAME = customer, ClientId = pool.clientId, UserPoolId = pool.id) =>
  cognito.send(
    new AdminInitiateAuthCommand({
      UserPoolId,
      ClientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME },
    }),
  );

const respond = (started: { Session?: string }, ANSWER: string, USERNAME = customer) =>
  cognito.send(
    new AdminRespondToAuthChallengeCommand({
      UserPoolId: pool.id,
      ClientId: pool.clientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: started.Session,
      ChallengeResponses: { USERNAME, ANSWER },
    }),
  );

/** Whether the token's signature holds against the JWKS the pool publishes. */
async function signedByPool(token: string, poolId: string): Promise<boolean> {
  const url = `${identity.url}/${poolId}/.well-known/jwks.json`;
  const jwks = (await (await fetch(url)).json()) as { keys: JsonWebKey[] };
  const [header = '', payload = '', signature = ''] = token.split('.');
  const key = createPublicKey({ key: jwks.keys[0] ?? {}, format: 'jwk' });
  return verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    key,
    Buffer.from(signature, 'base64url'),
  );
}

describe('the customer pool', () => {
  it('has one app client allowing only custom auth and refresh, and seeding twice keeps it', async () => {
    const { UserPoolClient } = await cognito.send(
      new DescribeUserPoolClientCommand({ UserPoolId: pool.id, ClientId: pool.clientId }),
    );
    expect(UserPoolClient?.ExplicitAuthFlows).toEqual([
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    expect(await seedCustomerPool(cognito, customerPoolName)).toEqual(pool);
    expect(pool.id).not.toBe(config.userPoolId);
  });

  it('takes non-e-mail usernames with MessageAction SUPPRESS, mails nothing, and deletes users', async () => {
    const other = '+919812345678';
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.id,
        Username: other,
        MessageAction: 'SUPPRESS',
      }),
    );
    expect(
      (await cognito.send(new AdminGetUserCommand({ UserPoolId: pool.id, Username: other })))
        .Username,
    ).toBe(other);
    expect(outbox.list()).toEqual([]);
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: pool.id, Username: other }));
    await expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: pool.id, Username: other })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });
});

describe('AdminInitiateAuth and AdminRespondToAuthChallenge (CUSTOM_AUTH)', () => {
  it("runs the customer pool's own triggers and issues tokens of that pool for the right answer", async () => {
    const started = await initiate();
    expect(started).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      ChallengeParameters: { hint: 'otp', USERNAME: customer },
    });
    const done = await respond(started, secret);
    const access = done.AuthenticationResult?.AccessToken ?? '';
    expect(decodeJwt(access)).toMatchObject({
      iss: `${identity.url}/${pool.id}`,
      client_id: pool.clientId,
      token_use: 'access',
    });
    expect(await signedByPool(access, pool.id)).toBe(true);
    expect(customerCalls).toEqual([
      'DefineAuthChallenge_Authentication',
      'CreateAuthChallenge_Authentication',
      'VerifyAuthChallengeResponse_Authentication',
      'DefineAuthChallenge_Authentication',
    ]);
    expect(portalCalls).toEqual([]);
  });

  it('keeps the portal pool on its own triggers', async () => {
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: config.userPoolClientId,
          AuthFlow: 'CUSTOM_AUTH',
          AuthParameters: { USERNAME: testAdmin.email },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect(portalCalls).toEqual(['DefineAuthChallenge_Authentication']);
    expect(customerCalls).toEqual([]);
  });

  it('answers a wrong answer with a new challenge, refuses the used session, and fails after three', async () => {
    const started = await initiate();
    const again = await respond(started, '000000');
    expect(again).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE' });
    expect(again.Session).not.toBe(started.Session);
    await expect(respond(started, secret)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    const third = await respond(again, '111111');
    await expect(respond(third, '222222')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('refuses a client of another pool, another flow, and an unknown customer', async () => {
    await expect(initiate(customer, config.userPoolClientId)).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
    await expect(
      cognito.send(
        new AdminInitiateAuthCommand({
          UserPoolId: pool.id,
          ClientId: pool.clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: customer, PASSWORD: 'x' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'Unsupported' });
    const unknown: AdminInitiateAuthCommandOutput | Error = await initiate('+919800000000').catch(
      (error: Error) => error,
    );
    expect(unknown).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});
