import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { triggers, type TriggerId } from '../../../../lambdas/triggers/trigger-table';
import type { IdentityTriggers } from './identity-triggers';

/** Every trigger of the table has its slot among the identity's triggers (checked by tsc). */
type Unplaced = Exclude<TriggerId, keyof IdentityTriggers>;
const everyTriggerPlaced: [Unplaced] extends [never] ? true : Unplaced = true;
void everyTriggerPlaced;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface LoadTriggerOptions {
  /** Default: `lambdas/triggers/trigger-table.ts`. */
  table?: Readonly<Partial<Record<keyof IdentityTriggers, { entry: string }>>>;
  /** What the entries are relative to; default: the repository root. */
  root?: string;
}

async function importHandler(root: string, entry: string): Promise<unknown> {
  const module = (await import(pathToFileURL(resolve(root, entry)).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error('it exports no handler function');
  return module.handler;
}

/**
 * The user pool's triggers: the very modules CDK deploys (each `entry` of the trigger table,
 * repo-relative), imported and called in-process. Every trigger must load: a missing module or
 * one without a `handler` fails the whole load, naming each trigger that did not load.
 */
export async function loadTriggerModules(
  options: LoadTriggerOptions = {},
): Promise<IdentityTriggers> {
  const root = options.root ?? repoRoot;
  const table = Object.entries(options.table ?? triggers) as [string, { entry: string }][];
  const results = await Promise.allSettled(table.map(([, def]) => importHandler(root, def.entry)));

  const loaded: Record<string, unknown> = {};
  const failures: string[] = [];
  results.forEach((result, index) => {
    const [id, def] = table[index] ?? ['?', { entry: '?' }];
    if (result.status === 'fulfilled') loaded[id] = result.value;
    else {
      const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
      failures.push(`${id} (${def.entry}): ${reason}`);
    }
  });
  if (failures.length > 0) {
    throw new Error(`Cannot load the Cognito triggers:\n  ${failures.join('\n  ')}`);
  }
  // Each handler is that trigger's Lambda handler, `(event) => Promise<event>` for its event type.
  return loaded as IdentityTriggers;
}
