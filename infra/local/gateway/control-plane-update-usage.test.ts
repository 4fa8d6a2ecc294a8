import {
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  GetUsageCommand,
  UpdateUsageCommand,
} from '@aws-sdk/client-api-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureGateway } from '../testing/fixture-gateway';

type Fixture = Awaited<ReturnType<typeof startFixtureGateway>>;
let f: Fixture;

beforeAll(async () => {
  f = await startFixtureGateway();
});
afterAll(() => f.gateway.close());

const today = () => new Date().toISOString().slice(0, 10);

async function keyInPlan(usagePlanId: string, name: string): Promise<string> {
  const key = await f.client.send(new CreateApiKeyCommand({ name, enabled: true }));
  await f.client.send(
    new CreateUsagePlanKeyCommand({ usagePlanId, keyId: key.id, keyType: 'API_KEY' }),
  );
  return key.id ?? '';
}

const replaceRemaining = (usagePlanId: string, keyId: string, value: string) =>
  f.client.send(
    new UpdateUsageCommand({
      usagePlanId,
      keyId,
      patchOperations: [{ op: 'replace', path: '/remaining', value }],
    }),
  );

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as { name: string; $metadata: { httpStatusCode?: number } };
    return { name: e.name, status: e.$metadata.httpStatusCode };
  }
  throw new Error('expected the call to fail');
}

describe('UpdateUsage (PATCH /usageplans/{id}/keys/{keyId}/usage)', () => {
  it("sets a key's remaining quota this month, as GetUsage then reports it", async () => {
    const usagePlanId = f.plan('vehicle-status', 'sandbox', 'Basic');
    const keyId = await keyInPlan(usagePlanId, 'carried');
    const answer = await replaceRemaining(usagePlanId, keyId, '42');
    expect(answer.items?.[keyId]).toEqual([[0, 42]]);
    const usage = await f.client.send(
      new GetUsageCommand({ usagePlanId, keyId, startDate: today(), endDate: today() }),
    );
    // The calls per day stay the real ones; only the remaining quota changed.
    expect(usage.items?.[keyId]).toEqual([[0, 42]]);
  });

  it('refuses other operations and paths, a key outside the plan and a value not a count', async () => {
    const usagePlanId = f.plan('vehicle-status', 'sandbox', 'Basic');
    const keyId = await keyInPlan(usagePlanId, 'refused');
    const other = f.client.send(
      new UpdateUsageCommand({
        usagePlanId,
        keyId,
        patchOperations: [{ op: 'replace', path: '/used', value: '1' }],
      }),
    );
    expect(await failure(other)).toEqual({ name: 'BadRequestException', status: 400 });
    expect(await failure(replaceRemaining(usagePlanId, keyId, '-1'))).toEqual({
      name: 'BadRequestException',
      status: 400,
    });
    const outside = await f.client.send(
      new CreateApiKeyCommand({ name: 'outside', enabled: true }),
    );
    expect(await failure(replaceRemaining(usagePlanId, outside.id ?? '', '1'))).toEqual({
      name: 'NotFoundException',
      status: 404,
    });
  });
});
