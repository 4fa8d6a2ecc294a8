import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { expect } from 'vitest';
import { changePlan } from '../../shared/api/applications-operations';
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
    seedSubscription(world, { apiKeyId: 'key-basic' });
  },
  act: () =>
    handler(
      operationEvent(changePlan, {
        params: { applicationId, service: 'vehicle-status', stage: 'sandbox' },
        body: { usagePlan: 'Premium' },
        claims: developerClaims,
      }),
    ),
  expectDone(world) {
    expect(storedSubscriptions(world)).toMatchObject([
      { apiKeyId: 'key-basic', tier: 'Premium', usagePlanId: planId('sandbox', 'Premium') },
    ]);
    expect(world.controlPlane.inPlan(planId('sandbox', 'Basic'), 'key-basic')).toBe(false);
  },
};

describeStepFaults('change plan', stubs, scenario, await recordSteps(stubs, scenario));
