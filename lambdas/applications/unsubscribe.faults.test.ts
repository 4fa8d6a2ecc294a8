import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { expect } from 'vitest';
import { unsubscribe } from '../../shared/api/applications-operations';
import { handler } from '../areas/applications/applications-area';
import { describeStepFaults, recordSteps, type FaultScenario } from '../testing/fault-scenario';
import { developerClaims, operationEvent } from '../testing/operation-requests';
import { useTestEnvironment } from '../testing/test-environment';
import {
  seedApplication,
  seedCatalogue,
  seedSubscription,
  storedSubscriptions,
} from './testing/fault-fixtures';
import { applicationId, planId } from './testing/subscription-fixtures';

const stubs = { ddb: mockClient(DynamoDBDocumentClient), gateway: mockClient(APIGatewayClient) };
useTestEnvironment();

/** A rotated sandbox subscription (its previous key still in its window) next to a prod one. */
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
      operationEvent(unsubscribe, {
        params: { applicationId, service: 'vehicle-status', stage: 'sandbox' },
        claims: developerClaims,
      }),
    ),
  expectDone(world) {
    expect(storedSubscriptions(world)).toMatchObject([{ stage: 'prod', apiKeyId: 'key-prod' }]);
    expect([...world.controlPlane.keys.keys()]).toEqual(['key-prod']);
  },
};

describeStepFaults('unsubscribe', stubs, scenario, await recordSteps(stubs, scenario));
