import { CreateApiKeyCommand, GetApiKeysCommand } from '@aws-sdk/client-api-gateway';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionKey } from '../../../lambdas/applications/application-keys';
import { createKeyInPlan, type KeyLabel } from '../../../lambdas/applications/plan-keys';
import { tables } from '../../../lambdas/data/tables';
import { handler as sweep } from '../../../lambdas/jobs/expired-keys-sweeper';
import { InMemoryDynamo } from '../../../lambdas/testing/in-memory-dynamo';
import { stubTestEnvironment } from '../../../lambdas/testing/test-environment';
import { startFixtureGateway } from '../testing/fixture-gateway';

/**
 * Two deployments of the portal in one account and region share API Gateway's API keys: one
 * local control plane holds the keys of both. Each runs the real expired-keys sweeper (its
 * hourly orphan sweep), with its own deployment id and its own applications table (DynamoDB
 * in memory: only API Gateway is shared).
 */
type Fixture = Awaited<ReturnType<typeof startFixtureGateway>>;
let f: Fixture;
const ddb = mockClient(DynamoDBDocumentClient);
let dynamo: InMemoryDynamo;

const deployments = {
  a: { id: 'Marque-a', applications: 'marque-a-applications' },
  b: { id: 'Marque-b', applications: 'marque-b-applications' },
} as const;
type DeploymentName = keyof typeof deployments;

/** Runs as one deployment: its id and its table, the shared control plane. */
function actAs(name: DeploymentName): void {
  const deployment = deployments[name];
  stubTestEnvironment({
    MARQUE_DEPLOYMENT: deployment.id,
    [tables.applications.envVar]: deployment.applications,
    AWS_ENDPOINT_URL_API_GATEWAY: f.gateway.urls.controlPlane,
  });
}

const owner = 'fleet-dev@partner.example';
const label = (service: string): KeyLabel => ({
  owner,
  applicationId: 'app-1',
  applicationName: 'fleet',
  service,
  stage: 'sandbox',
});

/** A subscription key of `name`, its record written (kept) or not (an orphan). */
async function subscriptionKeyOf(name: DeploymentName, service: string, recorded: boolean) {
  actAs(name);
  const { apiKeyId } = await createKeyInPlan(label(service), f.plan(service, 'sandbox', 'Basic'));
  if (recorded) {
    dynamo.seed(deployments[name].applications, {
      ...subscriptionKey(owner, 'app-1', service, 'sandbox'),
      apiKeyId,
    });
  }
  return apiKeyId;
}

/** A scheduled run an hour's first quarter, two hours on: past every key's grace period. */
function scheduledRun() {
  const at = new Date(Date.now() + 2 * 3_600_000);
  at.setUTCMinutes(5);
  return { time: at.toISOString(), 'detail-type': 'Scheduled Event' };
}

async function keysInAccount(): Promise<Map<string, Record<string, string> | undefined>> {
  const { items } = await f.client.send(new GetApiKeysCommand({ limit: 500 }));
  return new Map((items ?? []).map((key) => [key.id ?? '', key.tags]));
}

beforeAll(async () => {
  f = await startFixtureGateway();
});
afterAll(() => f.gateway.close());
beforeEach(() => {
  ddb.reset();
  dynamo = new InMemoryDynamo();
  dynamo.install(ddb);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("two deployments' sweepers in one account", () => {
  it("each removes its own orphan and never touches the other's keys, nor untagged ones", async () => {
    const aKept = await subscriptionKeyOf('a', 'vehicle-status', true);
    const aOrphan = await subscriptionKeyOf('a', 'parking-slots', false);
    // B's subscriptions are the same partner's, on the same services: only the tag tells them apart.
    const bKept = await subscriptionKeyOf('b', 'vehicle-status', true);
    const bOrphan = await subscriptionKeyOf('b', 'parking-slots', false);
    // A key made before the deployment tag, or by hand: nobody's to sweep.
    const { deployment: _none, ...untaggedTags } = (await keysInAccount()).get(aOrphan) ?? {};
    const untagged = (
      await f.client.send(
        new CreateApiKeyCommand({ name: 'made-by-hand', enabled: true, tags: untaggedTags }),
      )
    ).id;

    const before = await keysInAccount();
    expect(before.get(aKept)).toMatchObject({ deployment: 'Marque-a' });
    expect(before.get(bKept)).toMatchObject({ deployment: 'Marque-b' });

    actAs('a');
    expect((await sweep(scheduledRun())).removedOrphans).toEqual([aOrphan]);
    let left = await keysInAccount();
    expect([...left.keys()].sort()).toEqual([aKept, bKept, bOrphan, untagged].sort());

    actAs('b');
    expect((await sweep(scheduledRun())).removedOrphans).toEqual([bOrphan]);
    left = await keysInAccount();
    expect([...left.keys()].sort()).toEqual([aKept, bKept, untagged].sort());

    // Run again, either: nothing more goes.
    actAs('a');
    expect((await sweep(scheduledRun())).removedOrphans).toEqual([]);
    expect([...(await keysInAccount()).keys()].sort()).toEqual([aKept, bKept, untagged].sort());
  });
});
