import { isAbsolute, resolve } from 'node:path';
import { triggers, type TriggerId } from '../../../../lambdas/triggers/trigger-table';
import { entryPath } from '../../functions/portal-functions';
import { localFunction, type LocalFunction } from '../../functions/local-function';
import type { IdentityTriggers } from './identity-triggers';

/** Every trigger of the table has its slot among the identity's triggers (checked by tsc). */
type Unplaced = Exclude<TriggerId, keyof IdentityTriggers>;
const everyTriggerPlaced: [Unplaced] extends [never] ? true : Unplaced = true;
void everyTriggerPlaced;

type TriggerName = keyof IdentityTriggers;

export interface TriggerFunctionsOptions {
  /** Each trigger's whole environment (see functions/portal-functions.ts). */
  environment: (id: TriggerName) => Record<string, string>;
  /** Default: `lambdas/triggers/trigger-table.ts`. */
  table?: Readonly<Partial<Record<TriggerName, { entry: string }>>>;
  /** What the entries are relative to; default: the repository root. */
  root?: string;
}

export interface TriggerFunctions {
  triggers: IdentityTriggers;
  close(): Promise<void>;
}

/**
 * The user pool's triggers: the very modules CDK deploys (each `entry` of the trigger table),
 * each in its own local function with its own environment, as on Lambda. Every trigger must
 * load before the identity starts: one that does not fails the whole start, naming each
 * trigger that did not load.
 */
export async function startTriggerFunctions(
  options: TriggerFunctionsOptions,
): Promise<TriggerFunctions> {
  const table = Object.entries(options.table ?? triggers) as [TriggerName, { entry: string }][];
  const pathOf = (entry: string) =>
    isAbsolute(entry) ? entry : options.root ? resolve(options.root, entry) : entryPath(entry);
  const functions = table.map(([id, def]): [TriggerName, string, LocalFunction] => [
    id,
    def.entry,
    localFunction({
      name: `trigger ${id}`,
      entry: pathOf(def.entry),
      environment: options.environment(id),
    }),
  ]);
  const close = async () => {
    await Promise.all(functions.map(([, , fn]) => fn.close()));
  };

  const results = await Promise.allSettled(functions.map(([, , fn]) => fn.load()));
  const failures = results.flatMap((result, index) => {
    if (result.status === 'fulfilled') return [];
    const [id, entry] = functions[index] ?? ['?', '?'];
    const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
    return [`${id} (${entry}): ${reason}`];
  });
  if (failures.length > 0) {
    await close();
    throw new Error(`Cannot load the Cognito triggers:\n  ${failures.join('\n  ')}`);
  }

  const loaded: Record<string, (event: unknown) => Promise<unknown>> = {};
  for (const [id, , fn] of functions) loaded[id] = (event) => fn.invoke(event);
  // Each function answers with its trigger's event, `response` filled in, as the Lambda does.
  return { triggers: loaded as IdentityTriggers, close };
}
