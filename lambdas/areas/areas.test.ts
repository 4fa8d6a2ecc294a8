import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { operationEvent } from '../testing/operation-requests';
import { handler as accountArea } from './account/account-area';
import { handler as authArea } from './auth/auth-area';

// No call leaves the process: every client answers with nothing.
mockClient(DynamoDBDocumentClient);
mockClient(CognitoIdentityProviderClient);
mockClient(SESv2Client);

const areaHandlers = { account: accountArea, auth: authArea };

describe('the auth and account areas', () => {
  it.each(routes.filter((route) => route.area === 'auth' || route.area === 'account'))(
    'serve $operation.id',
    async ({ operation, area }) => {
      // Without claims or a body: a route that exists answers 400/401/403/500, never 404.
      const result = await areaHandlers[area as 'auth' | 'account'](operationEvent(operation));
      expect(result.statusCode).not.toBe(404);
    },
  );
});
