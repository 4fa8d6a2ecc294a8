import { randomBytes } from 'node:crypto';
import { badRequest, conflict, notFound } from './aws-error';

/** An API key as API Gateway keeps it (dates in epoch seconds, as the SDK reads them). */
export interface StoredApiKey {
  id: string;
  value: string;
  name?: string;
  description?: string;
  enabled: boolean;
  customerId?: string;
  createdDate: number;
  lastUpdatedDate: number;
  stageKeys: string[];
  tags: Record<string, string>;
}

export interface KeySnapshot {
  keys: StoredApiKey[];
  /** Usage plan id to the ids of its keys. */
  planKeys: Record<string, string[]>;
}

export interface NewApiKey {
  name?: string;
  description?: string;
  enabled?: boolean;
  value?: string;
  customerId?: string;
  tags?: Record<string, string>;
}

const lower = 'abcdefghijklmnopqrstuvwxyz0123456789';
const mixed = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomString(alphabet: string, length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/**
 * API keys and which usage plans hold them. `stagesOf(planId)` names the API stages a plan
 * covers ("apiId/stage"), so that a key joins at most one plan per API stage, as API Gateway
 * insists.
 */
export class KeyStore {
  private readonly keys = new Map<string, StoredApiKey>();
  private readonly byValue = new Map<string, string>();
  private readonly planKeys = new Map<string, Set<string>>();

  constructor(
    private readonly stagesOf: (planId: string) => readonly string[],
    private readonly onChange: () => void = () => {},
    snapshot?: KeySnapshot,
  ) {
    for (const key of snapshot?.keys ?? []) {
      this.keys.set(key.id, key);
      this.byValue.set(key.value, key.id);
    }
    for (const [planId, ids] of Object.entries(snapshot?.planKeys ?? {})) {
      this.planKeys.set(planId, new Set(ids.filter((id) => this.keys.has(id))));
    }
  }

  create(input: NewApiKey, nowSeconds: number): StoredApiKey {
    const value = input.value ?? randomString(mixed, 40);
    if (value.length < 20) throw badRequest('API Key value should be at least 20 characters');
    if (this.byValue.has(value)) throw conflict('API Key already exists');
    let id = randomString(lower, 10);
    while (this.keys.has(id)) id = randomString(lower, 10);
    const key: StoredApiKey = {
      id,
      value,
      enabled: input.enabled ?? false,
      createdDate: nowSeconds,
      lastUpdatedDate: nowSeconds,
      stageKeys: [],
      tags: input.tags ?? {},
    };
    if (input.name !== undefined) key.name = input.name;
    if (input.description !== undefined) key.description = input.description;
    if (input.customerId !== undefined) key.customerId = input.customerId;
    this.keys.set(id, key);
    this.byValue.set(value, id);
    this.onChange();
    return key;
  }

  get(id: string): StoredApiKey {
    const key = this.keys.get(id);
    if (!key) throw notFound('Invalid API Key identifier specified');
    return key;
  }

  findByValue(value: string): StoredApiKey | undefined {
    const id = this.byValue.get(value);
    return id === undefined ? undefined : this.keys.get(id);
  }

  list(): StoredApiKey[] {
    return [...this.keys.values()].sort((a, b) => a.createdDate - b.createdDate);
  }

  update(
    id: string,
    change: Partial<Pick<StoredApiKey, 'name' | 'description' | 'enabled' | 'customerId'>>,
    nowSeconds: number,
  ): StoredApiKey {
    const key = this.get(id);
    Object.assign(key, change, { lastUpdatedDate: nowSeconds });
    this.onChange();
    return key;
  }

  delete(id: string): void {
    const key = this.get(id);
    this.keys.delete(id);
    this.byValue.delete(key.value);
    for (const members of this.planKeys.values()) members.delete(id);
    this.onChange();
  }

  plansOf(keyId: string): string[] {
    return [...this.planKeys].filter(([, ids]) => ids.has(keyId)).map(([planId]) => planId);
  }

  keysOf(planId: string): StoredApiKey[] {
    return [...(this.planKeys.get(planId) ?? [])].map((id) => this.get(id));
  }

  inPlan(planId: string, keyId: string): boolean {
    return this.planKeys.get(planId)?.has(keyId) ?? false;
  }

  addToPlan(planId: string, keyId: string): StoredApiKey {
    const key = this.get(keyId);
    if (this.inPlan(planId, keyId)) {
      throw conflict(`Usage Plan ${planId} already contains API Key ${keyId}`);
    }
    const stages = this.stagesOf(planId);
    const stage = this.plansOf(keyId)
      .flatMap((p) => this.stagesOf(p))
      .find((s) => stages.includes(s));
    if (stage) {
      throw conflict(
        `Usage Plan ${planId} cannot be added because API Key ${keyId} cannot reference multiple Usage Plans with the same API Stage: ${stage?.replace('/', ':')}`,
      );
    }
    let members = this.planKeys.get(planId);
    if (!members) this.planKeys.set(planId, (members = new Set()));
    members.add(keyId);
    this.onChange();
    return key;
  }

  removeFromPlan(planId: string, keyId: string): void {
    this.get(keyId);
    if (!this.planKeys.get(planId)?.delete(keyId)) {
      throw notFound('Invalid Usage Plan Key identifier specified');
    }
    this.onChange();
  }

  snapshot(): KeySnapshot {
    const planKeys: Record<string, string[]> = {};
    for (const [planId, ids] of this.planKeys) if (ids.size > 0) planKeys[planId] = [...ids];
    return { keys: this.list(), planKeys };
  }
}
