import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { expect } from 'vitest';
import { rotateKey } from '../../shared/api/applications-operations';
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

const scenario: FaultScenario = {
  arrange(world) {
    seedCatalogue(world);
    seedApplication(world);
    seedSubscription(world, { apiKeyId: 'key-old' });
  },
  act: () =>
    handler(
      operationEvent(rotateKey, {
        params: { applicationId, service: 'vehicle-status', stage: 'sandbox' },
        claims: developerClaims,
      }),
    ),
  expectDone(world) {
    const [rotated, ...more] = storedSubscriptions(world);
    expect(more).toEqual([]);
    expect(rotated?.apiKeyId).not.toBe('key-old');
    expect(rotated?.previousKey?.apiKeyId).toBe('key-old');
    // Both keys work in the plan during the overlap window, and nothing else exists.
    expect([...world.controlPlane.keys.keys()].sort()).toEqual(
      [rotated?.apiKeyId, 'key-old'].sort(),
    );
    expect(world.controlPlane.inPlan(planId('sandbox', 'Basic'), 'key-old')).toBe(true);
  },
};

// A key whose CreateApiKey answer is lost has no id to delete: the orphan-keys reconciler removes it.
const reconciledLost = { 'API Gateway CreateApiKey': 'an orphan key until the reconciler runs' };

describeStepFaults(
  'rotate key',
  stubs,
  scenario,
  await recordSteps(stubs, scenario),
  reconciledLost,
);
