import type { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orphanGraceMinutes, removeOrphanKeys } from '../applications/orphan-keys';
import { captureLogs } from './captured-logs';
import { InMemoryControlPlane } from './in-memory-control-plane';
import { InMemoryDynamo } from './in-memory-dynamo';
import { keyProblems } from './key-invariants';
import { StepFaults, type FaultMode } from './step-faults';
import { stubTestEnvironment } from './test-environment';

export interface FaultWorld {
  faults: StepFaults;
  dynamo: InMemoryDynamo;
  controlPlane: InMemoryControlPlane;
}

export interface FaultStubs {
  ddb: AwsClientStub<DynamoDBDocumentClient>;
  gateway: AwsClientStub<APIGatewayClient>;
}

/** One operation run through its area's handler against the in-memory DynamoDB and API Gateway. */
export interface FaultScenario {
  /** Seeds the tables and keys the operation starts from (not steps). */
  arrange(world: FaultWorld): void;
  act(): Promise<APIGatewayProxyResult>;
  /** What a completed operation leaves (checked after the run without faults and after a retry). */
  expectDone(world: FaultWorld): void;
}

/** Runs the scenario on a fresh world; with `failAt`, that step fails. */
export async function runScenario(
  stubs: FaultStubs,
  scenario: FaultScenario,
  failAt?: number,
  mode: FaultMode = 'refused',
): Promise<{ world: FaultWorld; result: APIGatewayProxyResult }> {
  stubs.ddb.reset();
  stubs.gateway.reset();
  const faults = new StepFaults();
  const world = {
    faults,
    dynamo: new InMemoryDynamo(faults),
    controlPlane: new InMemoryControlPlane(faults),
  };
  world.dynamo.install(stubs.ddb);
  world.controlPlane.install(stubs.gateway);
  scenario.arrange(world);
  faults.start(failAt, mode);
  try {
    return { world, result: await scenario.act() };
  } finally {
    faults.stop();
  }
}

/**
 * The steps of a successful run, recorded when the test file loads (top-level await), so each
 * gets a test of its own: a step added to the operation is covered without touching its test.
 */
export async function recordSteps(stubs: FaultStubs, scenario: FaultScenario): Promise<string[]> {
  stubTestEnvironment();
  try {
    const { world, result } = await runScenario(stubs, scenario);
    if (result.statusCode >= 300) {
      throw new Error(
        `The fault scenario's clean run answered ${result.statusCode}: ${result.body}`,
      );
    }
    return [...world.faults.steps];
  } finally {
    vi.unstubAllEnvs();
  }
}

/**
 * One test per recorded step: that step fails; the caller gets an error with a message; no key
 * is left without a record nor a record without its key (key-invariants.ts); and the same
 * request made again without faults completes. Then once more per step with the step taking
 * effect and its answer lost. Steps in `reconciledLost` (a CreateApiKey whose answer is lost:
 * the caller never learns the id to undo) may leave an orphan key, and only that, until the
 * orphan-keys reconciler's next run, which must remove it. Prints the number of steps covered.
 */
export function describeStepFaults(
  operation: string,
  stubs: FaultStubs,
  scenario: FaultScenario,
  steps: readonly string[],
  reconciledLost: Readonly<Record<string, string>> = {},
): void {
  describe(`${operation}: each step failing in turn (${steps.length} steps)`, () => {
    console.info(`[faults] ${operation}: ${steps.length} steps covered`);
    // The handlers log each failure and undo; the assertions are on state, not on logs.
    beforeEach(() => void captureLogs());
    afterEach(() => void vi.restoreAllMocks());

    it('records its steps from a clean run, which completes with every key recorded', async () => {
      expect(steps.length).toBeGreaterThan(0);
      const { world, result } = await runScenario(stubs, scenario);
      expect(result.statusCode).toBeLessThan(300);
      expect(keyProblems(world.dynamo, world.controlPlane)).toEqual([]);
      scenario.expectDone(world);
    });

    it.each(steps.map((step, index) => ({ label: `step ${index + 1}: ${step}`, index })))(
      '$label fails: a clear error, no orphan key, no record without its key',
      async ({ index }) => {
        const { world, result } = await runScenario(stubs, scenario, index);
        expect(world.faults.fired).toBe(true);
        expect(result.statusCode).toBeGreaterThanOrEqual(400);
        const message = (JSON.parse(result.body) as { message?: unknown }).message;
        expect(typeof message === 'string' && message.length > 0).toBe(true);
        expect(keyProblems(world.dynamo, world.controlPlane)).toEqual([]);

        world.faults.start();
        const retried = await scenario.act();
        world.faults.stop();
        expect(retried.statusCode, retried.body).toBeLessThan(300);
        expect(keyProblems(world.dynamo, world.controlPlane)).toEqual([]);
        scenario.expectDone(world);
      },
    );

    // The step took effect but its answer was lost: the caller may be told either way, but the
    // keys and records must still agree (after the reconciler, for steps in `reconciledLost`).
    for (const [index, step] of steps.entries()) {
      const label = `step ${index + 1}: ${step}`;
      const why = reconciledLost[step];
      it(`${label} takes effect, its answer lost${why ? ` (${why})` : ''}`, async () => {
        const { world, result } = await runScenario(stubs, scenario, index, 'lost');
        expect(world.faults.fired).toBe(true);
        if (result.statusCode >= 300) {
          const message = (JSON.parse(result.body) as { message?: unknown }).message;
          expect(typeof message === 'string' && message.length > 0).toBe(true);
        }
        if (why) {
          const problems = keyProblems(world.dynamo, world.controlPlane);
          expect(problems.every((problem) => problem.startsWith('orphan key'))).toBe(true);
          const later = new Date(Date.now() + (orphanGraceMinutes + 1) * 60_000);
          expect(await removeOrphanKeys(later)).toHaveLength(problems.length);
        }
        expect(keyProblems(world.dynamo, world.controlPlane)).toEqual([]);
      });
    }
  });
}
