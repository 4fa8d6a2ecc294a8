import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AwsError } from './aws-error';
import { KeyStore } from './key-store';
import { createStateFile } from './state-file';

/** Plans p-basic and p-std share api1's and api2's sandbox; p-other covers api3/sandbox. */
const stagesOf = (planId: string) =>
  ({
    'p-basic': ['api1/sandbox', 'api2/sandbox'],
    'p-std': ['api2/sandbox', 'api1/sandbox'],
    'p-other': ['api3/sandbox'],
  })[planId] ?? [];

function errorOf(fn: () => unknown): AwsError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AwsError) return error;
  }
  throw new Error('expected an AwsError');
}

describe('KeyStore', () => {
  it('creates keys with a 10-character id and a 40-character value, disabled by default', () => {
    const store = new KeyStore(stagesOf);
    const key = store.create({ name: 'k' }, 100);
    expect(key.id).toMatch(/^[a-z0-9]{10}$/);
    expect(key.value).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(key).toMatchObject({ enabled: false, createdDate: 100, stageKeys: [], tags: {} });
    expect(store.findByValue(key.value)?.id).toBe(key.id);
  });

  it('refuses a short or duplicate value', () => {
    const store = new KeyStore(stagesOf);
    store.create({ value: 'a'.repeat(20) }, 1);
    expect(errorOf(() => store.create({ value: 'short' }, 1)).type).toBe('BadRequestException');
    const duplicate = errorOf(() => store.create({ value: 'a'.repeat(20) }, 1));
    expect([duplicate.type, duplicate.message]).toEqual([
      'ConflictException',
      'API Key already exists',
    ]);
  });

  it('keeps a key in at most one plan per API stage', () => {
    const store = new KeyStore(stagesOf);
    const { id } = store.create({}, 1);
    store.addToPlan('p-basic', id);
    expect(errorOf(() => store.addToPlan('p-basic', id)).status).toBe(409);
    const conflict = errorOf(() => store.addToPlan('p-std', id));
    expect(conflict.type).toBe('ConflictException');
    expect(conflict.message).toContain(
      'multiple Usage Plans with the same API Stage: api1:sandbox',
    );
    store.addToPlan('p-other', id);
    expect(store.plansOf(id).sort()).toEqual(['p-basic', 'p-other']);
  });

  it('drops a deleted key from its plans and its value index', () => {
    const store = new KeyStore(stagesOf);
    const key = store.create({}, 1);
    store.addToPlan('p-basic', key.id);
    store.delete(key.id);
    expect(store.keysOf('p-basic')).toEqual([]);
    expect(store.findByValue(key.value)).toBeUndefined();
    expect(errorOf(() => store.get(key.id)).status).toBe(404);
  });

  it('persists keys and plan memberships through the state file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateway-keys-'));
    const file = createStateFile(dir, () => ({ version: 1, keys: store.snapshot(), usage: {} }));
    const store = new KeyStore(stagesOf, () => file.scheduleSave());
    const key = store.create({ name: 'persisted', enabled: true }, 5);
    store.addToPlan('p-other', key.id);
    file.flush();
    const saved = JSON.parse(readFileSync(join(dir, 'local-gateway.json'), 'utf8'));
    expect(saved.keys.planKeys).toEqual({ 'p-other': [key.id] });

    const again = new KeyStore(stagesOf, () => {}, file.load()?.keys);
    expect(again.get(key.id)).toEqual(key);
    expect(again.inPlan('p-other', key.id)).toBe(true);
    expect(again.findByValue(key.value)?.id).toBe(key.id);
  });
});
