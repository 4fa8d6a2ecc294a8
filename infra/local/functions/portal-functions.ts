import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  functionEnvironment,
  type FunctionFlags,
  type FunctionValues,
} from '../../../lambdas/lib/function-environment';
import { areas, jobs, type AreaId, type JobId } from '../../../lambdas/routes';
import { triggers, type TriggerId } from '../../../lambdas/triggers/trigger-table';
import { localFunction, type LocalFunction } from './local-function';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A repo-relative entry (`lambdas/areas/auth/auth-area.ts`) as an absolute path. */
export const entryPath = (entry: string) => resolve(repoRoot, entry);

/**
 * What every local function gets besides its own variables, as the Lambda runtime gives every
 * function its region and credentials: here the region, fake credentials and the endpoints of
 * the stand-ins.
 */
export type RuntimeEnvironment = Readonly<Record<string, string>>;

const environmentOf = (
  runtime: RuntimeEnvironment,
  flags: FunctionFlags,
  values: FunctionValues,
) => ({
  ...runtime,
  ...functionEnvironment(flags, values),
});

/** An area's environment: as CDK gives it (the pool included, when the area calls Cognito). */
export function areaEnvironment(
  runtime: RuntimeEnvironment,
  values: FunctionValues,
): (id: AreaId) => Record<string, string> {
  return (id) => environmentOf(runtime, areas[id], values);
}

/** Each area of `lambdas/routes.ts` as its own function, with the environment CDK gives it. */
export function areaFunctions(
  runtime: RuntimeEnvironment,
  values: FunctionValues,
): Record<AreaId, LocalFunction> {
  const environment = areaEnvironment(runtime, values);
  const made = {} as Record<AreaId, LocalFunction>;
  for (const [id, area] of Object.entries(areas) as [AreaId, (typeof areas)[AreaId]][]) {
    made[id] = localFunction({
      name: `area ${id}`,
      entry: entryPath(area.entry),
      environment: environment(id),
    });
  }
  return made;
}

/** Each scheduled job of `lambdas/routes.ts` as its own function, with CDK's environment. */
export function jobFunctions(
  runtime: RuntimeEnvironment,
  values: FunctionValues,
): Record<JobId, LocalFunction> {
  const made = {} as Record<JobId, LocalFunction>;
  for (const [id, job] of Object.entries(jobs) as [JobId, (typeof jobs)[JobId]][]) {
    made[id] = localFunction({
      name: `job ${id}`,
      entry: entryPath(job.entry),
      environment: environmentOf(runtime, job, values),
    });
  }
  return made;
}

/**
 * A trigger's environment: as CDK gives it, without the pool, which names the trigger. A name
 * the trigger table does not have (a test's own trigger) gets the stage's bare environment.
 */
export function triggerEnvironment(
  runtime: RuntimeEnvironment,
  values: FunctionValues,
): (id: string) => Record<string, string> {
  const flagsOf = (id: string) => (id in triggers ? triggers[id as TriggerId] : { tables: [] });
  return (id) => environmentOf(runtime, flagsOf(id), { ...values, userPool: undefined });
}

/**
 * The tables the deploy-time seeds write: the catalogue, the organizations, the admin's record,
 * the content.
 */
export const seedFlags = {
  tables: ['catalogue', 'organizations', 'users', 'content'],
} as const satisfies FunctionFlags;

/** The deploy-time seeds as one local function (see seeds/seed-function.ts). */
export function seedFunction(runtime: RuntimeEnvironment, values: FunctionValues): LocalFunction {
  return localFunction({
    name: 'seed',
    entry: entryPath('infra/local/seeds/seed-function.ts'),
    environment: environmentOf(runtime, seedFlags, values),
  });
}
