import {
  APIGatewayClient,
  CreateApiKeyCommand,
  LimitExceededException,
  TooManyRequestsException,
} from '@aws-sdk/client-api-gateway';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { rotateKey, subscribe } from '../../shared/api/applications-operations';
import { decideProductionRequest } from '../../shared/api/requests-production-operations';
import { handler as applicationsArea } from '../areas/applications/applications-area';
import { handler as requestsArea } from '../areas/requests/requests-area';
import { runScenario, type FaultScenario, type FaultWorld } from '../testing/fault-scenario';
import { captureLogs } from '../testing/captured-logs';
import { adminClaims, developerClaims, operationEvent } from '../testing/operation-requests';
import { useTestEnvironment } from '../testing/test-environment';
import { productionLockKey, productionQueueKey } from '../requests/production/production-keys';
import {
  pointerKey,
  requestKey,
  storedRequest,
  uniqueId,
} from '../requests/production/testing/production-fixtures';
import {
  seedApplication,
  seedCatalogue,
  seedSubscription,
  storedSubscriptions,
  testTables,
} from './testing/fault-fixtures';
import { applicationId } from './testing/subscription-fixtures';

const stubs = { ddb: mockClient(DynamoDBDocumentClient), gateway: mockClient(APIGatewayClient) };
const ses = mockClient(SESv2Client);
useTestEnvironment();
beforeEach(() => {
  captureLogs();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
});

const keysFull = () =>
  new LimitExceededException({
    message: 'API key limit exceeded: 10000 API keys per account and Region',
    $metadata: { httpStatusCode: 429 },
  });
const throttled = () =>
  new TooManyRequestsException({
    message: 'Too Many Requests',
    $metadata: { httpStatusCode: 429 },
  });

const quotaReached = {
  status: 503,
  body: {
    code: 'QuotaReached',
    message:
      'The portal has reached its limit of API keys. Nothing was changed; please try again later or contact support.',
  },
};
const tooMany = {
  status: 429,
  body: {
    code: 'TooManyRequests',
    message:
      'Too many API keys are being created right now. Nothing was changed; please try again in a few seconds.',
  },
};

/** The operation run with CreateApiKey refused as AWS refuses it; the answer and the world after. */
async function refused(
  scenario: Pick<FaultScenario, 'arrange' | 'act'>,
  refusal: () => Error,
): Promise<{ status: number; body: unknown; world: FaultWorld }> {
  const { world, result } = await runScenario(stubs, {
    arrange(w) {
      scenario.arrange(w);
      stubs.gateway.on(CreateApiKeyCommand).rejects(refusal());
    },
    act: scenario.act,
    expectDone: () => undefined,
  });
  return { status: result.statusCode, body: JSON.parse(result.body) as unknown, world };
}

const subscribing = {
  arrange(world: FaultWorld) {
    seedCatalogue(world);
    seedApplication(world);
  },
  act: () =>
    applicationsArea(
      operationEvent(subscribe, {
        body: {
          applicationName: 'fleet-app',
          usagePlan: 'Standard',
          category: 'Partner',
          service: 'vehicle-status',
        },
        claims: developerClaims,
      }),
    ),
};

const rotating = {
  arrange(world: FaultWorld) {
    seedCatalogue(world);
    seedApplication(world);
    seedSubscription(world, { apiKeyId: 'key-old' });
  },
  act: () =>
    applicationsArea(
      operationEvent(rotateKey, {
        params: { applicationId, service: 'vehicle-status', stage: 'sandbox' },
        claims: developerClaims,
      }),
    ),
};

const pending = storedRequest();
const approving = {
  arrange(world: FaultWorld) {
    seedCatalogue(world);
    seedApplication(world);
    world.dynamo.seed(testTables.users, { ...requestKey, ...pending });
    world.dynamo.seed(testTables.users, { ...pointerKey, owner: pending.requester });
    world.dynamo.seed(testTables.users, {
      ...productionQueueKey('Pending', pending.queueSk),
      ...pending,
    });
    world.dynamo.seed(testTables.users, {
      ...productionLockKey(pending.requester, pending.applicationId, pending.service),
      uniqueId,
    });
  },
  act: () =>
    requestsArea(
      operationEvent(decideProductionRequest, {
        params: { uniqueId },
        body: { decision: 'approve' },
        claims: adminClaims,
      }),
    ),
};

describe('the API key quota, as the portal answers it', () => {
  it.each([
    ['used up', keysFull, quotaReached],
    ['throttled', throttled, tooMany],
  ])(
    'subscribe, CreateApiKey %s: a clear answer, no key, no subscription',
    async (_, refusal, answer) => {
      const { status, body, world } = await refused(subscribing, refusal);
      expect({ status, body }).toEqual(answer);
      expect(world.controlPlane.keys.size).toBe(0);
      expect(storedSubscriptions(world)).toEqual([]);
    },
  );

  it.each([
    ['used up', keysFull, quotaReached],
    ['throttled', throttled, tooMany],
  ])(
    'rotate key, CreateApiKey %s: the subscription and its key as they were',
    async (_, refusal, answer) => {
      const { status, body, world } = await refused(rotating, refusal);
      expect({ status, body }).toEqual(answer);
      expect([...world.controlPlane.keys.keys()]).toEqual(['key-old']);
      const [subscription, ...more] = storedSubscriptions(world);
      expect(more).toEqual([]);
      expect(subscription?.apiKeyId).toBe('key-old');
      expect(subscription?.previousKey).toBeUndefined();
      // No rotation marker was written for the sweeper.
      const markers = world.dynamo
        .allItems()
        .filter(({ item }) => String(item.pk ?? '').startsWith('ROTATION'));
      expect(markers).toEqual([]);
    },
  );

  it('production approval, keys used up: a clear answer; the request stays pending, no key, no prod subscription', async () => {
    const { status, body, world } = await refused(approving, keysFull);
    expect({ status, body }).toEqual(quotaReached);
    expect(world.controlPlane.keys.size).toBe(0);
    expect(storedSubscriptions(world)).toEqual([]);
    expect(world.dynamo.item(testTables.users, requestKey)).toMatchObject({
      status: pending.status,
    });
    const audit = world.dynamo.allItems().filter(({ tableName }) => tableName === testTables.audit);
    expect(audit).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
