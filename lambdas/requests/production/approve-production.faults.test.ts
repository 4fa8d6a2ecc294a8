import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, expect } from 'vitest';
import { decideProductionRequest } from '../../../shared/api/requests-production-operations';
import {
  seedApplication,
  seedCatalogue,
  storedSubscriptions,
  testTables,
} from '../../applications/testing/fault-fixtures';
import { planId } from '../../applications/testing/subscription-fixtures';
import { handler } from '../../areas/requests/requests-area';
import { describeStepFaults, recordSteps, type FaultScenario } from '../../testing/fault-scenario';
import { adminClaims, operationEvent } from '../../testing/operation-requests';
import { useTestEnvironment } from '../../testing/test-environment';
import { productionLockKey, productionQueueKey } from './production-keys';
import { pointerKey, requestKey, storedRequest, uniqueId } from './testing/production-fixtures';

const stubs = { ddb: mockClient(DynamoDBDocumentClient), gateway: mockClient(APIGatewayClient) };
const ses = mockClient(SESv2Client);
useTestEnvironment();
beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

const pending = storedRequest();
const lockKey = productionLockKey(pending.requester, pending.applicationId, pending.service);

const scenario: FaultScenario = {
  arrange(world) {
    seedCatalogue(world);
    seedApplication(world);
    world.dynamo.seed(testTables.users, { ...requestKey, ...pending });
    world.dynamo.seed(testTables.users, { ...pointerKey, owner: pending.requester });
    world.dynamo.seed(testTables.users, {
      ...productionQueueKey('Pending', pending.queueSk),
      ...pending,
    });
    world.dynamo.seed(testTables.users, { ...lockKey, uniqueId });
  },
  act: () =>
    handler(
      operationEvent(decideProductionRequest, {
        params: { uniqueId },
        body: { decision: 'approve' },
        claims: adminClaims,
      }),
    ),
  expectDone(world) {
    const [prod, ...more] = storedSubscriptions(world);
    expect(more).toEqual([]);
    expect(prod).toMatchObject({ stage: 'prod', usagePlanId: planId('prod', 'Standard') });
    const request = world.dynamo.item(testTables.users, requestKey);
    expect(request).toMatchObject({ status: 'Approved', prodKey: { apiKeyId: prod?.apiKeyId } });
    expect([...world.controlPlane.keys.keys()]).toEqual([prod?.apiKeyId]);
    // Approved is closed: the application may ask again for this service.
    expect(world.dynamo.item(testTables.users, lockKey)).toBeUndefined();
    const audit = world.dynamo.allItems().filter(({ tableName }) => tableName === testTables.audit);
    expect(audit).toHaveLength(1);
  },
};

const steps = await recordSteps(stubs, scenario);
// A key whose CreateApiKey answer is lost has no id to delete: the orphan-keys reconciler removes it.
const reconciledLost = { 'API Gateway CreateApiKey': 'an orphan key until the reconciler runs' };

describeStepFaults('approve production access', stubs, scenario, steps, reconciledLost);
