import type { JobId } from '../../../lambdas/routes';
import type { LocalFunction } from './local-function';

/** The local cloud's stand-in for EventBridge's rules: a timer per job, shorter than in AWS. */
export const localJobIntervalMs = 60_000;

/**
 * Invokes each job every `intervalMs` with a scheduled event's `time`, as a rule would; a run
 * still going skips the next tick. Returns the stopper.
 */
export function startJobTimers(
  functions: Readonly<Record<JobId, LocalFunction>>,
  log: (line: string) => void,
  intervalMs = localJobIntervalMs,
): () => Promise<void> {
  const running = new Set<JobId>();
  const timer = setInterval(() => {
    for (const [id, fn] of Object.entries(functions) as [JobId, LocalFunction][]) {
      if (running.has(id)) continue;
      running.add(id);
      fn.invoke({ 'detail-type': 'Scheduled Event', time: new Date().toISOString() })
        .catch((error: unknown) => {
          log(`${fn.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => running.delete(id));
    }
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await Promise.all(Object.values(functions).map((fn) => fn.close()));
  };
}
