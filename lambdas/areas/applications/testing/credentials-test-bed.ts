import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Operation } from '../../../../shared/api/contract';
import {
  answerAppClientCalls,
  applicationItem,
  clientKey,
} from '../../../applications/testing/credentials-fixtures';
import { applicationId } from '../../../applications/testing/subscription-fixtures';
import { developerClaims, operationEvent } from '../../../testing/operation-requests';
import { handler } from '../applications-area';

/**
 * DynamoDB and Cognito mocked for the client-credentials handlers, the clock at
 * 2026-11-25T04:00Z, the caller's application listed and no credentials stored; each test then
 * says what differs (`listed`, `stored`).
 */
export function useCredentialsTestBed() {
  const ddb = mockClient(DynamoDBDocumentClient);
  const cognito = mockClient(CognitoIdentityProviderClient);

  /** What the caller's application partition lists (the application, maybe its credentials). */
  const listed = (...items: Record<string, unknown>[]) => {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'USER#dev@partner.example' } })
      .resolves({ Items: [applicationItem, ...items] });
  };
  /** The credentials record getClientCredentials reads (consistently). */
  const stored = (item: Record<string, unknown> | undefined) => {
    ddb.on(GetCommand, { Key: clientKey }).resolves(item ? { Item: item } : {});
  };
  const call = (op: Operation, claims: Record<string, string> = developerClaims) =>
    handler(operationEvent(op, { params: { applicationId }, claims }));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T04:00:00.000Z'));
    ddb.reset();
    cognito.reset();
    ddb.on(QueryCommand).resolves({ Items: [] });
    listed();
    ddb.on(GetCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    answerAppClientCalls(cognito);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return { ddb, cognito, listed, stored, call };
}
