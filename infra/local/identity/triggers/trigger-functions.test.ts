import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTriggerModules } from './load-trigger-modules';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'marque-triggers-'));
  writeFileSync(
    join(root, 'pre.mjs'),
    'export const handler = async (event) => ({ ...event, response: { seen: event.userName } });\n',
  );
  writeFileSync(join(root, 'no-handler.mjs'), 'export const other = 1;\n');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('loadTriggerModules', () => {
  it("imports each entry's handler, relative to the root", async () => {
    const loaded = await loadTriggerModules({
      root,
      table: { preAuthentication: { entry: 'pre.mjs' } },
    });
    expect(Object.keys(loaded)).toEqual(['preAuthentication']);
    const event = { userName: 'user-1', response: {} } as PreAuthenticationTriggerEvent;
    await expect(loaded.preAuthentication?.(event)).resolves.toMatchObject({
      response: { seen: 'user-1' },
    });
  });

  it('fails loudly, naming every trigger that does not load', async () => {
    const attempt = loadTriggerModules({
      root,
      table: {
        preAuthentication: { entry: 'pre.mjs' },
        defineAuthChallenge: { entry: 'define-auth-challenge.mjs' },
        verifyAuthChallengeResponse: { entry: 'no-handler.mjs' },
      },
    });
    await expect(attempt).rejects.toThrow(/defineAuthChallenge \(define-auth-challenge\.mjs\)/);
    await expect(attempt).rejects.toThrow(
      /verifyAuthChallengeResponse \(no-handler\.mjs\): it exports no handler function/,
    );
    await expect(attempt).rejects.not.toThrow(/preAuthentication/);
  });

  it('resolves entries from the repository root by default', async () => {
    // A repo module that exists but is no trigger: it loads, then is refused for its exports.
    const attempt = loadTriggerModules({
      table: { preAuthentication: { entry: 'lambdas/triggers/trigger-table.ts' } },
    });
    await expect(attempt).rejects.toThrow(
      'preAuthentication (lambdas/triggers/trigger-table.ts): it exports no handler function',
    );
  });
});
