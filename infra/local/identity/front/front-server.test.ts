import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, testAdmin, type TestIdentity } from '../../testing/test-identity';
import { srpClient } from '../../testing/srp-client';
import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';

let local: TestIdentity;

beforeAll(async () => {
  local = await startTestIdentity();
});

afterAll(async () => {
  await local.close();
});

async function idTokenOfAdmin(): Promise<string> {
  const client = srpClient(local.config.userPoolId);
  // Plain USER_SRP_AUTH: `marque-web` refuses it, the harness's test client allows it.
  const ClientId = local.srpClientId;
  const challenge = await local.cognito.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: testAdmin.email, SRP_A: client.srpA },
    }),
  );
  const { AuthenticationResult } = await local.cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: challenge.Session,
      ChallengeResponses: client.answer(challenge.ChallengeParameters ?? {}, testAdmin.password),
    }),
  );
  return AuthenticationResult?.IdToken ?? '';
}

describe('the HTTP front', () => {
  it('answers a browser preflight with the headers Amplify sends', async () => {
    const response = await fetch(local.identity.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['content-type', 'x-amz-target', 'x-amz-user-agent', 'cache-control']) {
      expect(allowed).toContain(header);
    }
  });

  it('answers errors with x-amzn-errortype, __type and CORS headers', async () => {
    const response = await fetch(local.identity.url, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:5173',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: local.config.userPoolClientId, RefreshToken: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amzn-errortype');
    expect(await response.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Refresh Token.',
    });
  });

  it('answers an API neither it nor cognito-local has with a 400, not a retried 500', async () => {
    const response = await fetch(local.identity.url, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.StartWebAuthnRegistration' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('CognitoLocal#Unsupported');
  });

  it('serves the discovery document with the issuer the tokens carry', async () => {
    const poolId = local.config.userPoolId;
    const response = await fetch(
      `${local.identity.url}/${poolId}/.well-known/openid-configuration`,
    );
    const discovery = (await response.json()) as { issuer: string; jwks_uri: string };
    expect(discovery.issuer).toBe(`${local.identity.url}/${poolId}`);
    expect(discovery.jwks_uri).toBe(local.config.jwksUri);

    const IdToken = await idTokenOfAdmin();
    const payload = JSON.parse(Buffer.from(IdToken.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.iss).toBe(discovery.issuer);
  });
});
