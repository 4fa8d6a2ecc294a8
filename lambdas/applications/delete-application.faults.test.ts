import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { expect } from 'vitest';
import { deleteApplication } from '../../shared/api/applications-operations';
import { handler } from '../areas/applications/applications-area';
import { describeStepFaults, recordSteps, type FaultScenario } from '../testing/fault-scenario';
import { developerClaims, operationEvent } from '../testing/operation-requests';
import { useTestEnvironment } from '../testing/test-environment';
import { seedApplication, seedCatalogue, seedSubscription } from './testing/fault-fixtures';
import { applicationId, planId } from './testing/subscription-fixtures';

const stubs = { ddb: mockClient(DynamoDBDocumentClient), gateway: mockClient(APIGatewayClient) };
useTestEnvironment();

/** An application with a rotated sandbox subscription (its previous key in the window) and a prod one. */
const scenario: FaultScenario = {
  arrange(world) {
    seedCatalogue(world);
    seedApplication(world);
    seedSubscription(world, {
      apiKeyId: 'key-sandbox',
      previousKey: {
        apiKeyId: 'key-previous',
        usagePlanId: planId('sandbox', 'Basic'),
        expiresAt: '2026-11-30T10:00:00.000Z',
        rotatedAt: '2026-11-29T10:00:00.000Z',
      },
    });
    seedSubscription(world, {
      apiKeyId: 'key-prod',
      stage: 'prod',
      usagePlanId: planId('prod', 'Basic'),
    });
  },
  act: () =>
    handler(
      operationEvent(deleteApplication, { params: { applicationId }, claims: developerClaims }),
    ),
  expectDone(world) {
    const left = world.dynamo
      .allItems()
      .filter(({ tableName }) => tableName.endsWith('applications'))
      .map(({ item }) => `${String(item.pk)}/${String(item.sk)}`);
    expect(left).toEqual([]);
    expect([...world.controlPlane.keys.keys()]).toEqual([]);
  },
};

describeStepFaults('delete application', stubs, scenario, await recordSteps(stubs, scenario));
