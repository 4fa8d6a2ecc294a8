import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTriggerFunctions } from './trigger-functions';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'marque-triggers-'));
  writeFileSync(
    join(root, 'pre.mjs'),
    'export const handler = async (event) => ({ ...event, response: { seen: event.userName, stage: process.env.MARQUE_STAGE } });\n',
  );
  writeFileSync(join(root, 'no-handler.mjs'), 'export const other = 1;\n');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('startTriggerFunctions', () => {
  it("runs each entry's handler, relative to the root, with that trigger's environment", async () => {
    const started = await startTriggerFunctions({
      root,
      table: { preAuthentication: { entry: 'pre.mjs' } },
      environment: (id) => ({ MARQUE_STAGE: id === 'preAuthentication' ? 'dev' : 'prod' }),
    });
    try {
      expect(Object.keys(started.triggers)).toEqual(['preAuthentication']);
      const event = { userName: 'user-1', response: {} } as PreAuthenticationTriggerEvent;
      await expect(started.triggers.preAuthentication?.(event)).resolves.toMatchObject({
        response: { seen: 'user-1', stage: 'dev' },
      });
    } finally {
      await started.close();
    }
  });

  it('fails loudly, naming every trigger that does not load', async () => {
    const attempt = startTriggerFunctions({
      root,
      environment: () => ({}),
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
    const attempt = startTriggerFunctions({
      environment: () => ({}),
      table: { preAuthentication: { entry: 'lambdas/triggers/trigger-table.ts' } },
    });
    await expect(attempt).rejects.toThrow(
      'preAuthentication (lambdas/triggers/trigger-table.ts): it exports no handler function',
    );
  });
});
