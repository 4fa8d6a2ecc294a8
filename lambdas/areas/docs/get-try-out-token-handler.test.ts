import {
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  GetClientTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTryOutToken } from '../../../shared/api/docs-operations';
import { captureLogs, type CapturedLogs } from '../../testing/captured-logs';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './docs-area';

useTestEnvironment();
const cognito = mockClient(CognitoIdentityProviderClient);
const credentials = { clientId: 'client1abc', clientSecret: 'secretValue123' };

function cognitoError(name: string, message: string, fault: 'client' | 'server' = 'client') {
  return new CognitoIdentityProviderServiceException({
    name,
    message,
    $fault: fault,
    $metadata: {},
  });
}

const call = (body: unknown, claims: Record<string, string> | null = developerClaims) =>
  handler(operationEvent(getTryOutToken, { body, claims: claims ?? undefined }));

let logs: CapturedLogs;
beforeEach(() => {
  cognito.reset();
  logs = captureLogs();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('getTryOutToken', () => {
  it('exchanges the credentials for an access token on the try-out scope', async () => {
    cognito.on(GetClientTokenCommand).resolves({
      ClientAuthenticationResult: { AccessToken: 'jwt.a.b', ExpiresIn: 3600, TokenType: 'Bearer' },
    });
    const result = await call({ ...credentials, adUser: true });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ token: 'jwt.a.b', expiresIn: 3600, tokenType: 'Bearer' });
    expect(cognito.commandCalls(GetClientTokenCommand)[0]?.args[0].input).toEqual({
      ClientId: 'client1abc',
      Secret: 'secretValue123',
      Scopes: ['marque-products/try-out'],
    });
    // The flag is logged; the secret and the token never are.
    expect(logs.entries()).toContainEqual(expect.objectContaining({ adUser: true }));
    expect(logs.text()).not.toContain('secretValue123');
    expect(logs.text()).not.toContain('jwt.a.b');
  });

  it.each(['NotAuthorizedException', 'ResourceNotFoundException'])(
    "answers %s with 401 'Please enter valid credentials', a code that signs no one out",
    async (name) => {
      cognito.on(GetClientTokenCommand).rejects(cognitoError(name, 'Incorrect client secret'));
      const result = await call(credentials);
      expect(result.statusCode).toBe(401);
      expect(bodyOf(result)).toMatchObject({
        code: 'InvalidCredentials',
        message: 'Please enter valid credentials',
      });
    },
  );

  it("passes on Cognito's message for its other refusals, 429 for its throttling", async () => {
    cognito
      .on(GetClientTokenCommand)
      .rejectsOnce(cognitoError('InvalidParameterException', 'Invalid scope requested'))
      .rejectsOnce(cognitoError('TooManyRequestsException', 'Too many requests'));
    const refused = await call(credentials);
    expect(refused.statusCode).toBe(502);
    expect(bodyOf(refused).message).toBe('Invalid scope requested');
    const throttled = await call(credentials);
    expect(throttled.statusCode).toBe(429);
    expect(bodyOf(throttled).message).toBe('Too many requests');
  });

  it('answers 500 without detail when the call fails outside Cognito', async () => {
    cognito.on(GetClientTokenCommand).rejects(new Error('socket hang up'));
    const result = await call(credentials);
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result).message).toBe('Something went wrong');
  });

  it('needs a signed-in caller and checks the credentials with the shared schema', async () => {
    expect((await call(credentials, null)).statusCode).toBe(401);
    const invalid = await call({ clientId: 'bad id!', clientSecret: '' });
    expect(invalid.statusCode).toBe(400);
    expect(cognito.commandCalls(GetClientTokenCommand)).toHaveLength(0);
  });
});
