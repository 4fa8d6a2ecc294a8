import {
  APIGatewayClient,
  ConflictException,
  CreateApiKeyCommand,
  CreateUsagePlanKeyCommand,
  DeleteApiKeyCommand,
  DeleteUsagePlanKeyCommand,
  GetApiKeyCommand,
  GetApiKeysCommand,
  GetUsageCommand,
  NotFoundException,
  UpdateApiKeyCommand,
  UpdateUsageCommand,
  type CreateApiKeyCommandInput,
  type CreateUsagePlanKeyCommandInput,
  type DeleteApiKeyCommandInput,
  type DeleteUsagePlanKeyCommandInput,
  type GetApiKeyCommandInput,
  type GetApiKeysCommandInput,
  type UpdateApiKeyCommandInput,
  type GetUsageCommandInput,
  type UpdateUsageCommandInput,
} from '@aws-sdk/client-api-gateway';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import type { StepGate } from './step-faults';

const notFound = (what: string) =>
  new NotFoundException({ message: `${what} not found`, $metadata: {} });

/**
 * API Gateway's API keys and usage plan keys in memory behind a mocked client, answering as AWS
 * does (NotFound for a missing key or plan key, Conflict for a key already in the plan; deleting
 * a key takes it out of its plans). Each call passes the gate first (step-faults.ts).
 */
export class InMemoryControlPlane {
  readonly keys = new Map<
    string,
    {
      value: string;
      name: string;
      enabled: boolean;
      tags?: Record<string, string>;
      createdDate: Date;
    }
  >();
  /** The time a new key is stamped with (tests move it to age keys). */
  now = () => new Date();
  /** Usage plan id → the key ids in it. */
  readonly planKeys = new Map<string, Set<string>>();
  private created = 0;

  constructor(private readonly gate?: StepGate) {}

  install(gateway: AwsClientStub<APIGatewayClient>): void {
    gateway.on(CreateApiKeyCommand).callsFake(
      this.settled((input: CreateApiKeyCommandInput) => {
        this.gate?.pass('API Gateway CreateApiKey');
        this.created += 1;
        const id = `key-${this.created}`;
        // As API Gateway: the value asked for, or one of its own.
        const value = input.value ?? `value-${this.created}-${'x'.repeat(20)}`;
        this.keys.set(id, {
          value,
          name: input.name ?? '',
          enabled: input.enabled ?? false,
          ...(input.tags ? { tags: { ...input.tags } } : {}),
          createdDate: this.now(),
        });
        return { id, value, name: input.name, enabled: input.enabled };
      }),
    );
    gateway.on(GetApiKeyCommand).callsFake(
      this.settled((input: GetApiKeyCommandInput) => {
        this.gate?.pass('API Gateway GetApiKey');
        const key = this.keys.get(input.apiKey ?? '');
        if (!key) throw notFound('API key');
        return {
          id: input.apiKey,
          name: key.name,
          value: input.includeValue ? key.value : undefined,
        };
      }),
    );
    // One page of every key (whose name starts with nameQuery, if given), no values.
    gateway.on(GetApiKeysCommand).callsFake(
      this.settled((input: GetApiKeysCommandInput = {}) => {
        this.gate?.pass('API Gateway GetApiKeys');
        return {
          items: [...this.keys]
            .filter(([, key]) => !input.nameQuery || key.name.startsWith(input.nameQuery))
            .map(([id, key]) => ({
              id,
              name: key.name,
              enabled: key.enabled,
              tags: key.tags,
              createdDate: key.createdDate,
            })),
        };
      }),
    );
    gateway.on(UpdateApiKeyCommand).callsFake(
      this.settled((input: UpdateApiKeyCommandInput) => {
        this.gate?.pass('API Gateway UpdateApiKey');
        const key = this.keys.get(input.apiKey ?? '');
        if (!key) throw notFound('API key');
        for (const op of input.patchOperations ?? []) {
          if (op.op !== 'replace' || op.path !== '/enabled') throw new Error('Unsupported patch');
          key.enabled = op.value === 'true';
        }
        return { id: input.apiKey, enabled: key.enabled };
      }),
    );
    gateway.on(DeleteApiKeyCommand).callsFake(
      this.settled((input: DeleteApiKeyCommandInput) => {
        this.gate?.pass('API Gateway DeleteApiKey');
        const id = input.apiKey ?? '';
        if (!this.keys.delete(id)) throw notFound('API key');
        for (const members of this.planKeys.values()) members.delete(id);
        return {};
      }),
    );
    gateway.on(CreateUsagePlanKeyCommand).callsFake(
      this.settled((input: CreateUsagePlanKeyCommandInput) => {
        this.gate?.pass('API Gateway CreateUsagePlanKey');
        const id = input.keyId ?? '';
        if (!this.keys.has(id)) throw notFound('API key');
        const members = this.plan(input.usagePlanId);
        if (members.has(id)) {
          throw new ConflictException({ message: 'Key already in plan', $metadata: {} });
        }
        const stage = stageOfPlan(input.usagePlanId);
        const other = [...this.planKeys].find(
          ([planId, keys]) => stage !== undefined && keys.has(id) && stageOfPlan(planId) === stage,
        );
        if (other) {
          throw new ConflictException({
            message: `Usage Plan ${input.usagePlanId ?? ''} cannot be added because API Key ${id} cannot reference multiple Usage Plans with the same API Stage`,
            $metadata: {},
          });
        }
        members.add(id);
        return { id, type: 'API_KEY' };
      }),
    );
    gateway.on(DeleteUsagePlanKeyCommand).callsFake(
      this.settled((input: DeleteUsagePlanKeyCommandInput) => {
        this.gate?.pass('API Gateway DeleteUsagePlanKey');
        if (!this.plan(input.usagePlanId).delete(input.keyId ?? ''))
          throw notFound('Usage plan key');
        return {};
      }),
    );
    gateway.on(GetUsageCommand).callsFake(
      this.settled((input: GetUsageCommandInput) => {
        this.gate?.pass('API Gateway GetUsage');
        return { usagePlanId: input.usagePlanId, items: {} };
      }),
    );
    gateway.on(UpdateUsageCommand).callsFake(
      this.settled((input: UpdateUsageCommandInput) => {
        this.gate?.pass('API Gateway UpdateUsage');
        if (!this.plan(input.usagePlanId).has(input.keyId ?? '')) throw notFound('Usage plan key');
        return {};
      }),
    );
  }

  /** The call, then the gate's chance to lose its answer (step-faults.ts `lost`). */
  private settled<I, O>(call: (input: I) => O): (input: I) => O {
    return (input) => {
      const out = call(input);
      this.gate?.settle();
      return out;
    };
  }

  /** A key made directly (setup: no gate). */
  seedKey(id: string, usagePlanId: string, name: string = id): void {
    this.keys.set(id, {
      value: `value-of-${id}-${'y'.repeat(16)}`,
      name,
      enabled: true,
      createdDate: this.now(),
    });
    this.plan(usagePlanId).add(id);
  }

  inPlan(usagePlanId: string, apiKeyId: string): boolean {
    return this.plan(usagePlanId).has(apiKeyId);
  }

  private plan(usagePlanId: string | undefined): Set<string> {
    const id = usagePlanId ?? '';
    let members = this.planKeys.get(id);
    if (!members) this.planKeys.set(id, (members = new Set()));
    return members;
  }
}

/** The test plans are named `plan-<stage>-<tier>` (subscription-fixtures.ts), one per API stage and tier. */
function stageOfPlan(usagePlanId: string | undefined): string | undefined {
  return /^plan-([a-z]+)-/.exec(usagePlanId ?? '')?.[1];
}
