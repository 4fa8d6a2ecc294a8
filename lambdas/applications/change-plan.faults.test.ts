import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { changePlan } from '../../shared/api/applications-operations';
import { handler } from '../areas/applications/applications-area';
import type { PlanTier } from '../../shared/plans';
import {
  describeStepFaults,
  recordSteps,
  runScenario,
  type FaultScenario,
  type FaultWorld,
} from '../testing/fault-scenario';
import { keyProblems } from '../testing/key-invariants';
import { planChangeConflictMessage } from './plan-change-claim';
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

const changeTo = (usagePlan: PlanTier) =>
  handler(
    operationEvent(changePlan, {
      params: { applicationId, service: 'vehicle-status', stage: 'sandbox' },
      body: { usagePlan },
      claims: developerClaims,
    }),
  );
const plansHolding = (world: FaultWorld, apiKeyId: string) =>
  [...world.controlPlane.planKeys].filter(([, keys]) => keys.has(apiKeyId)).map(([id]) => id);

describe('change plan: changes made at the same moment', () => {
  it('five at once: one is made, four are refused with 409, the key in the one plan recorded', async () => {
    const tiers: PlanTier[] = ['Standard', 'Advanced', 'Premium', 'Standard', 'Advanced'];
    let answers: APIGatewayProxyResult[] = [];
    const { world } = await runScenario(stubs, {
      ...scenario,
      act: async () => {
        answers = await Promise.all(tiers.map((tier) => changeTo(tier)));
        return answers[0] as APIGatewayProxyResult;
      },
    });
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(JSON.parse(answer.body)).toMatchObject({ message: planChangeConflictMessage });
    }
    const [stored] = storedSubscriptions(world);
    expect(stored?.planChange).toBeUndefined();
    expect(plansHolding(world, 'key-basic')).toEqual([stored?.usagePlanId]);
    expect(stored?.usagePlanId).toBe(planId('sandbox', stored?.tier ?? ''));
    expect(keyProblems(world.dynamo, world.controlPlane)).toEqual([]);
  });

  it('a change stopped half-way (its claim expired, the key left in its target plan) is taken over', async () => {
    const { world, result } = await runScenario(stubs, {
      ...scenario,
      arrange(world) {
        seedCatalogue(world);
        seedApplication(world);
        seedSubscription(world, {
          apiKeyId: 'key-basic',
          planChange: { id: 'stopped', toPlanId: planId('sandbox', 'Standard'), leaseUntil: 0 },
        });
        world.controlPlane.planKeys.get(planId('sandbox', 'Basic'))?.delete('key-basic');
        world.controlPlane.seedKey('key-basic', planId('sandbox', 'Standard'));
      },
    });
    expect(result.statusCode, result.body).toBe(200);
    scenario.expectDone(world);
    expect(plansHolding(world, 'key-basic')).toEqual([planId('sandbox', 'Premium')]);
  });
});
