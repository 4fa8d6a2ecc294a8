import { type JobDef, jobs, type JobId } from '../../../lambdas/routes';
import type { LocalFunction } from './local-function';

/** The local cloud's stand-in for EventBridge's rules: a timer tick, shorter than in AWS. */
export const localJobIntervalMs = 60_000;

/** Ticks between a job's runs: its `localEveryMinutes`, else every tick. */
function ticksBetweenRuns(id: JobId): number {
  const job: JobDef = jobs[id];
  return Math.max(1, Math.round(job.localEveryMinutes ?? 1));
}

/**
 * Invokes each job with a scheduled event's `time`, as a rule would: on the first tick, then
 * every tick or every `localEveryMinutes` ticks; a run still going skips its turn. Returns the
 * stopper.
 */
export function startJobTimers(
  functions: Readonly<Record<JobId, LocalFunction>>,
  log: (line: string) => void,
  intervalMs = localJobIntervalMs,
): () => Promise<void> {
  const running = new Set<JobId>();
  let tick = 0;
  const timer = setInterval(() => {
    for (const [id, fn] of Object.entries(functions) as [JobId, LocalFunction][]) {
      if (running.has(id) || tick % ticksBetweenRuns(id) !== 0) continue;
      running.add(id);
      fn.invoke({ 'detail-type': 'Scheduled Event', time: new Date().toISOString() })
        .catch((error: unknown) => {
          log(`${fn.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => running.delete(id));
    }
    tick += 1;
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await Promise.all(Object.values(functions).map((fn) => fn.close()));
  };
}
