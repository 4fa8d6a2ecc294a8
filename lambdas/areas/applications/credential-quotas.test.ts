import {
  APIGatewayClient,
  GenerateClientCertificateCommand,
  LimitExceededException as GatewayLimitExceeded,
} from '@aws-sdk/client-api-gateway';
import {
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
  LimitExceededException,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createClientCredentials,
  generateCertificate,
} from '../../../shared/api/applications-credentials-operations';
import { applicationId } from '../../applications/testing/subscription-fixtures';
import { captureLogs } from '../../testing/captured-logs';
import { bodyOf, developerClaims, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { handler } from './applications-area';
import { useCredentialsTestBed } from './testing/credentials-test-bed';

useTestEnvironment();
const { ddb, cognito, call } = useCredentialsTestBed();
const gateway = mockClient(APIGatewayClient);
beforeEach(() => {
  captureLogs();
  gateway.reset();
});

/** Nothing of the refused create is left: no record written, nothing to delete. */
function expectNothingWritten() {
  expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
}

describe('client credentials at the pool quota', () => {
  it("answers 503 with a clear message when Cognito's app clients are used up; nothing made", async () => {
    cognito.on(CreateUserPoolClientCommand).rejects(
      new LimitExceededException({
        message: 'App client limit exceeded: 1000 app clients per user pool',
        $metadata: { httpStatusCode: 400 },
      }),
    );
    const result = await call(createClientCredentials);
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({
      code: 'QuotaReached',
      message:
        'The portal has reached its limit of client credentials. Nothing was changed; please try again later or contact support.',
    });
    expectNothingWritten();
    expect(cognito.commandCalls(DeleteUserPoolClientCommand)).toHaveLength(0);
  });

  it('answers 429 when Cognito throttles the create; nothing made', async () => {
    cognito
      .on(CreateUserPoolClientCommand)
      .rejects(new TooManyRequestsException({ message: 'Rate exceeded', $metadata: {} }));
    const result = await call(createClientCredentials);
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result).message).toBe(
      'Too many client credentials are being created right now. Nothing was changed; please try again in a few seconds.',
    );
    expectNothingWritten();
  });
});

describe('client certificates at the account quota', () => {
  it('answers 503 with a clear message when API Gateway refuses the 61st; nothing made', async () => {
    gateway.on(GenerateClientCertificateCommand).rejects(
      new GatewayLimitExceeded({
        message: 'Client certificate limit exceeded',
        $metadata: { httpStatusCode: 429 },
      }),
    );
    const result = await handler(
      operationEvent(generateCertificate, {
        params: { applicationId },
        body: { description: 'Main gateway' },
        claims: developerClaims,
      }),
    );
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({
      code: 'QuotaReached',
      message:
        'The portal has reached its limit of client certificates. Nothing was changed; please try again later or contact support.',
    });
    // The place taken before generating is given back: the count is as it was.
    const counts = ddb
      .commandCalls(UpdateCommand)
      .map((c) => c.args[0].input.UpdateExpression ?? '');
    expect(counts).toEqual([
      'SET certificateCount = if_not_exists(certificateCount, :zero) + :one',
      'SET certificateCount = certificateCount - :one',
    ]);
    expectNothingWritten();
  });
});
