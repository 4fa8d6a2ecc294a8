import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { areaIds, type AreaId } from '../../shared/api/areas';
import { routes } from '../routes';
import { useTestEnvironment } from '../testing/test-environment';
import { adminClaims, operationEvent } from '../testing/operation-requests';
import { handler as accountArea } from './account/account-area';
import { handler as adminArea } from './admin/admin-area';
import { handler as applicationsArea } from './applications/applications-area';
import { handler as authArea } from './auth/auth-area';
import { handler as catalogueArea } from './catalogue/catalogue-area';
import { handler as contentArea } from './content/content-area';
import { handler as docsArea } from './docs/docs-area';
import { handler as notificationsArea } from './notifications/notifications-area';
import { handler as requestsArea } from './requests/requests-area';

// No call leaves the process: every client answers with nothing.
mockClient(DynamoDBDocumentClient);
mockClient(CognitoIdentityProviderClient);
mockClient(SESv2Client);
mockClient(APIGatewayClient);
useTestEnvironment();

const areaHandlers: Record<
  AreaId,
  (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>
> = {
  auth: authArea,
  account: accountArea,
  catalogue: catalogueArea,
  admin: adminArea,
  applications: applicationsArea,
  docs: docsArea,
  requests: requestsArea,
  content: contentArea,
  notifications: notificationsArea,
};

describe.each(areaIds)('the %s area', (area) => {
  const served = routes.filter((route) => route.area === area);

  it('has routes', () => {
    expect(served.length).toBeGreaterThan(0);
  });

  it.each(served)('serves $operation.id', async ({ operation }) => {
    // Without claims or a body, a route that exists answers 200, 400 or 401, never 404.
    const visitor = await areaHandlers[area](operationEvent(operation));
    expect(visitor.statusCode).not.toBe(404);
    // Signed in, it reaches its handler (which may find nothing: its own 404, not the router's).
    const admin = await areaHandlers[area](operationEvent(operation, { claims: adminClaims }));
    expect(admin.body).not.toContain('No route for');
  });

  it("answers 404 for another area's route", async () => {
    const foreign = routes.find((route) => route.area !== area);
    if (!foreign) throw new Error('Only one area');
    const result = await areaHandlers[area](operationEvent(foreign.operation));
    expect(result.statusCode).toBe(404);
    expect(result.body).toContain('No route for');
  });
});
