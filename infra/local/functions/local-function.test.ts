import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFunction, type LocalFunction } from './local-function';

let root: string;
const started: LocalFunction[] = [];

function fn(file: string, environment: Record<string, string> = {}): LocalFunction {
  const made = localFunction({ name: `fixture ${file}`, entry: join(root, file), environment });
  started.push(made);
  return made;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'marque-functions-'));
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(
    join(root, 'env.mjs'),
    'export const handler = async (event) => ({ event, stage: process.env.MARQUE_STAGE, host: process.env.MARQUE_HOST_ONLY ?? null });\n',
  );
  writeFileSync(
    join(root, 'typed.ts'),
    'export const handler = async (event: { n: number }): Promise<number> => event.n * 2;\n',
  );
  writeFileSync(
    join(root, 'fails.mjs'),
    [
      'export const handler = async (event) => {',
      "  if (event === 'exit') process.exit(3);",
      "  if (event === 'throw') { const e = new Error('MARQUE:CAPTCHA_WRONG'); e.name = 'AuthRefusal'; throw e; }",
      "  return 'fine';",
      '};',
    ].join('\n'),
  );
  writeFileSync(join(root, 'no-handler.mjs'), 'export const other = 1;\n');
  process.env.MARQUE_HOST_ONLY = 'leaked';
});

afterAll(async () => {
  delete process.env.MARQUE_HOST_ONLY;
  await Promise.all(started.map((f) => f.close()));
  rmSync(root, { recursive: true, force: true });
});

describe('localFunction', () => {
  it("runs the handler with the function's own environment, none of the host's", async () => {
    const prod = fn('env.mjs', { MARQUE_STAGE: 'prod' });
    const dev = fn('env.mjs', { MARQUE_STAGE: 'dev' });
    const [a, b] = await Promise.all([prod.invoke({ n: 1 }), dev.invoke({ n: 2 })]);
    expect(a).toEqual({ event: { n: 1 }, stage: 'prod', host: null });
    expect(b).toEqual({ event: { n: 2 }, stage: 'dev', host: null });
  });

  it('loads TypeScript', async () => {
    await expect(fn('typed.ts').invoke({ n: 21 })).resolves.toBe(42);
  });

  it("hands back a thrown error's name and message, and keeps serving", async () => {
    const failing = fn('fails.mjs');
    await expect(failing.invoke('throw')).rejects.toMatchObject({
      name: 'AuthRefusal',
      message: 'MARQUE:CAPTCHA_WRONG',
    });
    await expect(failing.invoke('ok')).resolves.toBe('fine');
  });

  it('starts a fresh worker after one died, failing only the call it held', async () => {
    const failing = fn('fails.mjs');
    await expect(failing.invoke('exit')).rejects.toThrow('exit code 3');
    await expect(failing.invoke('ok')).resolves.toBe('fine');
  });

  it('says why a module did not load, and tries again on the next call', async () => {
    await expect(fn('no-handler.mjs').load()).rejects.toThrow('it exports no handler function');
    const later = fn('later.mjs');
    await expect(later.invoke(1)).rejects.toThrow(/later\.mjs/);
    writeFileSync(join(root, 'later.mjs'), 'export const handler = async (n) => n + 1;\n');
    await expect(later.invoke(1)).resolves.toBe(2);
  });
});
