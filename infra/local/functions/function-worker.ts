/**
 * Runs inside a function's worker thread (see local-function.ts): imports the function's module
 * with the environment the worker was given, then serves invocations of its `handler` the way
 * the Lambda runtime does, one event in, one JSON-like answer or error out.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { FunctionWorkerData, Invocation, WorkerMessage } from './function-protocol';

type Handler = (event: unknown) => Promise<unknown>;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function loadHandler(entryUrl: string): Promise<Handler> {
  const module = (await import(entryUrl)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error('it exports no handler function');
  return module.handler as Handler;
}

async function serve(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('function-worker.ts runs only as a worker thread');
  const post = (message: WorkerMessage) => port.postMessage(message);
  let handler: Handler;
  try {
    handler = await loadHandler((workerData as FunctionWorkerData).entryUrl);
  } catch (error) {
    post({ type: 'load-failed', message: reason(error) });
    return;
  }
  port.on('message', ({ id, event }: Invocation) => {
    void (async () => {
      try {
        // Awaited inside the try, so a throw and a rejection both come back as the error.
        const result = await handler(event);
        post({ type: 'result', id, result });
      } catch (error) {
        const name = error instanceof Error ? error.name : 'Error';
        post({ type: 'error', id, name, message: reason(error) });
      }
    })();
  });
  post({ type: 'ready' });
}

void serve();
