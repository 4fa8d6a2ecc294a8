import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { expect } from 'vitest';
import { subscribe } from '../../shared/api/applications-operations';
import { handler } from '../areas/applications/applications-area';
import { describeStepFaults, recordSteps, type FaultScenario } from '../testing/fault-scenario';
import { developerClaims, operationEvent } from '../testing/operation-requests';
import { useTestEnvironment } from '../testing/test-environment';
import { seedApplication, seedCatalogue, storedSubscriptions } from './testing/fault-fixtures';
import { planId } from './testing/subscription-fixtures';

const stubs = { ddb: mockClient(DynamoDBDocumentClient), gateway: mockClient(APIGatewayClient) };
useTestEnvironment();

const body = {
  applicationName: 'fleet-app',
  usagePlan: 'Standard',
  category: 'Partner',
  service: 'vehicle-status',
};

const scenario: FaultScenario = {
  arrange(world) {
    seedCatalogue(world);
    seedApplication(world);
  },
  act: () => handler(operationEvent(subscribe, { body, claims: developerClaims })),
  expectDone(world) {
    const [recorded, ...more] = storedSubscriptions(world);
    expect(more).toEqual([]);
    expect(recorded).toMatchObject({ stage: 'sandbox', tier: 'Standard' });
    expect([...world.controlPlane.keys.keys()]).toEqual([recorded?.apiKeyId]);
    expect(world.controlPlane.inPlan(planId('sandbox', 'Standard'), recorded?.apiKeyId ?? '')).toBe(
      true,
    );
  },
};

// A key whose CreateApiKey answer is lost has no id to delete: the orphan-keys reconciler removes it.
const reconciledLost = { 'API Gateway CreateApiKey': 'an orphan key until the reconciler runs' };

describeStepFaults(
  'subscribe',
  stubs,
  scenario,
  await recordSteps(stubs, scenario),
  reconciledLost,
);
