import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFunction, type LocalFunction } from '../../functions/local-function';
import { customerPoolTriggers } from './customer-triggers';

let root: string;
const started: LocalFunction[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'marque-customer-trigger-'));
  writeFileSync(
    join(root, 'one.mjs'),
    'export const handler = async (event) => ({ ...event, response: { by: event.triggerSource } });\n',
  );
});

afterAll(async () => {
  await Promise.all(started.map((fn) => fn.close()));
  rmSync(root, { recursive: true, force: true });
});

const fnFor = (file: string) => {
  const fn = localFunction({
    name: 'trigger customerAuthChallenge',
    entry: join(root, file),
    environment: {},
  });
  started.push(fn);
  return fn;
};

describe('customerPoolTriggers', () => {
  it('makes one function the define, create and verify triggers, told apart by triggerSource', async () => {
    const triggers = await customerPoolTriggers(fnFor('one.mjs'));
    const event = (triggerSource: string) =>
      ({ triggerSource, response: {} }) as unknown as DefineAuthChallengeTriggerEvent;
    await expect(
      triggers.defineAuthChallenge?.(event('DefineAuthChallenge_Authentication')),
    ).resolves.toMatchObject({ response: { by: 'DefineAuthChallenge_Authentication' } });
    expect(Object.keys(triggers).sort()).toEqual([
      'createAuthChallenge',
      'defineAuthChallenge',
      'verifyAuthChallengeResponse',
    ]);
  });

  it('stops the start, naming the trigger, when its module does not load', async () => {
    await expect(customerPoolTriggers(fnFor('missing.mjs'))).rejects.toThrow(
      /^Cannot load the customer pool's trigger: trigger customerAuthChallenge: /,
    );
  });
});
