import { GetApiKeysCommand, UpdateApiKeyCommand } from '@aws-sdk/client-api-gateway';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { totalControlPlaneRate } from '../../shared/aws-quotas';
import { apiGateway } from '../clients/api-gateway-client';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { setClientTokens } from '../applications/app-clients';
import { clientCredentialsKey, subscriptionKey } from '../applications/application-keys';
import type {
  ClientCredentialsRecord,
  SubscriptionRecord,
} from '../applications/application-record';
import { listApplications } from '../applications/application-repository';

/**
 * A deactivated user's API keys are disabled at the gateway (UpdateApiKey enabled=false), which
 * API Gateway checks on every call, after the product authorizer's cached answer; activation
 * enables exactly the keys the deactivation disabled, which each subscription lists in
 * `suspendedKeys` before they are disabled (a key already disabled is not listed, so it stays
 * disabled). The owner's client credentials stop issuing tokens (app-clients.ts
 * `setClientTokens`); a token issued before reaches no product API without an enabled key.
 *
 * UpdateApiKey has no quota of its own: it counts against the account's 10 control-plane calls
 * a second (burst 40) that every deployment's functions share, so the calls are paced at half
 * that. A user with more keys than the function's time allows gets an Unfinished (503): the
 * keys done stay done, and the same decision made again does the rest.
 */
export interface KeyWork {
  /** Keys disabled (or enabled) by this call. */
  done: number;
  /** Client credentials whose tokens were stopped (or restarted) by this call. */
  clients: number;
  /** Keys and client credentials still to do when the time ran out (0: finished). */
  left: number;
  /** The keys of the user's subscriptions, current and previous. */
  total: number;
}

export interface Pace {
  /** Epoch ms after which no further key is started. */
  deadline: number;
  /** Wait between two control-plane calls. */
  gapMs: number;
  now: () => number;
  wait: (ms: number) => Promise<void>;
}

/** The admin area's functions have 10 s; 7 s of keys leave time to answer. */
const keyBudgetMs = 7_000;

export function defaultPace(start: number = Date.now()): Pace {
  return {
    deadline: start + keyBudgetMs,
    gapMs: Math.ceil(1000 / (totalControlPlaneRate.ratePerSecond / 2)),
    now: Date.now,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

const table = () => tableName('applications');
const keyIdsOf = (record: SubscriptionRecord) =>
  [record.apiKeyId, record.previousKey?.apiKeyId].filter((id): id is string => Boolean(id));

async function writeTokensSuspended(client: ClientCredentialsRecord, suspended: boolean) {
  await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: clientCredentialsKey(client.owner, client.applicationId),
        ...(suspended
          ? {
              UpdateExpression: 'SET tokensSuspended = :yes',
              ExpressionAttributeValues: { ':yes': true },
            }
          : { UpdateExpression: 'REMOVE tokensSuspended' }),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}

/** Which of an application's keys are enabled now (keys are named `<applicationId>.…`). */
async function enabledKeys(applicationId: string): Promise<Set<string>> {
  const enabled = new Set<string>();
  let position: string | undefined;
  do {
    const out = await apiGateway().send(
      new GetApiKeysCommand({ nameQuery: `${applicationId}.`, limit: 500, position }),
    );
    for (const key of out.items ?? []) if (key.id && key.enabled) enabled.add(key.id);
    position = out.position;
  } while (position);
  return enabled;
}

async function setEnabled(apiKeyId: string, enabled: boolean): Promise<boolean> {
  try {
    await apiGateway().send(
      new UpdateApiKeyCommand({
        apiKey: apiKeyId,
        patchOperations: [{ op: 'replace', path: '/enabled', value: String(enabled) }],
      }),
    );
    return true;
  } catch (error) {
    // A previous key the sweeper removed meanwhile: nothing left to restore.
    if (error instanceof Error && error.name === 'NotFoundException') return false;
    throw error;
  }
}

async function writeSuspended(record: SubscriptionRecord, keys: string[] | undefined) {
  await unlessConditionFails(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: subscriptionKey(record.owner, record.applicationId, record.service, record.stage),
        ...(keys
          ? {
              UpdateExpression: 'SET suspendedKeys = :keys',
              ExpressionAttributeValues: { ':keys': keys },
            }
          : { UpdateExpression: 'REMOVE suspendedKeys' }),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}

const isThrottled = (error: unknown) =>
  error instanceof Error && error.name === 'TooManyRequestsException';

/**
 * Runs `step` for each item until the pace's deadline, or until API Gateway still throttles
 * after the SDK's retries (the account's other calls took the rate): the rest is left for the
 * same decision made again. Answers how many were done.
 */
async function paced<T>(items: T[], pace: Pace, step: (item: T) => Promise<void>) {
  let done = 0;
  for (const item of items) {
    if (pace.now() >= pace.deadline) break;
    if (done > 0) await pace.wait(pace.gapMs);
    try {
      await step(item);
    } catch (error) {
      if (isThrottled(error)) break;
      throw error;
    }
    done++;
  }
  return done;
}

type Step =
  | { kind: 'key'; record: SubscriptionRecord; apiKeyId: string; last: boolean }
  | { kind: 'client'; client: ClientCredentialsRecord };

const keysDone = (steps: Step[]) => steps.filter((step) => step.kind === 'key').length;

/**
 * Disables the owner's enabled keys, listing each on its subscription first, and stops their
 * client credentials' tokens (flagged on the record first).
 */
export async function suspendKeys(owner: string, pace: Pace = defaultPace()): Promise<KeyWork> {
  const entries = await listApplications(owner);
  const subscriptions = entries.flatMap((entry) => entry.subscriptions);
  const total = subscriptions.flatMap(keyIdsOf).length;
  const steps: Step[] = [];
  for (const entry of entries) {
    if (entry.subscriptions.length === 0) continue;
    const enabled = await enabledKeys(entry.application.applicationId);
    for (const record of entry.subscriptions) {
      const toSuspend = keyIdsOf(record).filter((id) => enabled.has(id));
      if (toSuspend.length === 0) continue;
      const listed = [...new Set([...(record.suspendedKeys ?? []), ...toSuspend])];
      await writeSuspended(record, listed);
      steps.push(
        ...toSuspend.map((apiKeyId) => ({ kind: 'key' as const, record, apiKeyId, last: false })),
      );
    }
  }
  for (const { clientCredentials: client } of entries) {
    if (client && !client.tokensSuspended) steps.push({ kind: 'client', client });
  }
  const done = await paced(steps, pace, async (step) => {
    if (step.kind === 'key') {
      await setEnabled(step.apiKeyId, false);
      return;
    }
    await writeTokensSuspended(step.client, true);
    await setClientTokens(step.client.clientId, step.client.applicationId, false);
  });
  const finished = steps.slice(0, done);
  return {
    done: keysDone(finished),
    clients: finished.length - keysDone(finished),
    left: steps.length - done,
    total,
  };
}

/**
 * Enables exactly the keys a deactivation listed, then clears each subscription's list; and
 * restarts the tokens of the client credentials it flagged.
 */
export async function restoreKeys(owner: string, pace: Pace = defaultPace()): Promise<KeyWork> {
  const entries = await listApplications(owner);
  const suspended = entries
    .flatMap((entry) => entry.subscriptions)
    .filter((r) => r.suspendedKeys?.length);
  const steps: Step[] = suspended.flatMap((record) =>
    (record.suspendedKeys ?? []).map((apiKeyId, index, all) => ({
      kind: 'key' as const,
      record,
      apiKeyId,
      last: index === all.length - 1,
    })),
  );
  for (const { clientCredentials: client } of entries) {
    if (client?.tokensSuspended) steps.push({ kind: 'client', client });
  }
  let restored = 0;
  const done = await paced(steps, pace, async (step) => {
    if (step.kind === 'client') {
      await setClientTokens(step.client.clientId, step.client.applicationId, true);
      await writeTokensSuspended(step.client, false);
      return;
    }
    if (await setEnabled(step.apiKeyId, true)) restored++;
    if (step.last) await writeSuspended(step.record, undefined);
  });
  const finished = steps.slice(0, done);
  return {
    done: restored,
    clients: finished.length - keysDone(finished),
    left: steps.length - done,
    total: keysDone(steps),
  };
}
