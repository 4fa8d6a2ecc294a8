import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SNSClient } from '@aws-sdk/client-sns';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach } from 'vitest';
import { proxyEvent } from '../../testing/proxy-events';
import { useTestEnvironment } from '../../testing/test-environment';
import { TestCustomerPool } from './customer-pool';
import { TestCustomersTable } from './customers-table';

export const testCustomerPoolId = 'us-east-1_Customers';
export const testCustomerPoolClientId = 'customer-client';
export const testRequestId = 'req-0001';

/** The proxy event API Gateway sends for one call of the customer sign-in. */
export function customerEvent(
  method: string,
  resource: string,
  body?: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyEvent {
  return proxyEvent({
    httpMethod: method,
    resource,
    path: resource,
    headers,
    body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    requestContext: {
      requestId: testRequestId,
      domainName: 'abc123.execute-api.us-east-1.amazonaws.com',
      stage: 'sandbox',
    } as APIGatewayProxyEvent['requestContext'],
  });
}

export const bodyOf = (result: { body: string }) =>
  JSON.parse(result.body) as Record<string, unknown>;

/**
 * Mocks DynamoDB, Cognito and SNS for a test file, with the customers table and the customer
 * pool in memory (fresh for each test), and the environment the function gets.
 */
export function useCustomerBackend() {
  const ddb = mockClient(DynamoDBDocumentClient);
  const cognito = mockClient(CognitoIdentityProviderClient);
  const sns = mockClient(SNSClient);
  const state = { table: new TestCustomersTable(), pool: new TestCustomerPool() };
  useTestEnvironment({
    CUSTOMER_POOL_ID: testCustomerPoolId,
    CUSTOMER_POOL_CLIENT_ID: testCustomerPoolClientId,
    AWS_REGION: 'ap-south-1',
  });
  beforeEach(() => {
    ddb.reset();
    cognito.reset();
    sns.reset();
    sns.onAnyCommand().resolves({ MessageId: 'm-1' });
    state.table = new TestCustomersTable();
    state.pool = new TestCustomerPool();
    state.table.install(ddb);
    state.pool.install(cognito);
  });
  return { ddb, cognito, sns, state };
}
