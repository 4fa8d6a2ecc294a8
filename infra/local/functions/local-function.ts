import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { FunctionWorkerData, Invocation, WorkerMessage } from './function-protocol';

export interface LocalFunctionOptions {
  /** For messages, e.g. `area auth`. */
  name: string;
  /** Absolute path of the module exporting `handler` (TypeScript or JavaScript). */
  entry: string;
  /** The whole environment the function sees: nothing of the host's process.env is added. */
  environment: Readonly<Record<string, string>>;
}

/** A Lambda function run locally: its own worker thread, module instance and process.env. */
export interface LocalFunction {
  readonly name: string;
  /** Starts the worker and loads the module; rejects with why it did not load. */
  load(): Promise<void>;
  /** Calls `handler(event)` in the worker; rejects with the error it threw (name and message). */
  invoke(event: unknown): Promise<unknown>;
  close(): Promise<void>;
}

const bootstrapUrl = new URL('./function-bootstrap.mjs', import.meta.url);

interface Instance {
  worker: Worker;
  ready: Promise<void>;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

function remoteError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * A local function, started on first use like a Lambda cold start. A worker that fails to load
 * or dies is dropped, with the calls it held; the next call starts a fresh one.
 */
export function localFunction(options: LocalFunctionOptions): LocalFunction {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let current: Instance | undefined;

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };

  const start = (): Instance => {
    const worker = new Worker(bootstrapUrl, {
      env: { ...options.environment },
      workerData: { entryUrl: pathToFileURL(options.entry).href } satisfies FunctionWorkerData,
      stdout: true,
      stderr: true,
    });
    // Forwarded by hand: a dozen workers piped into one stream would each add its listeners.
    worker.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    worker.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    const instance: Instance = {
      worker,
      ready: new Promise<void>((resolve, reject) => {
        const drop = (error: Error) => {
          if (current === instance) current = undefined;
          reject(error);
          failAll(error);
          void worker.terminate();
        };
        worker.on('message', (message: WorkerMessage) => {
          if (message.type === 'ready') resolve();
          else if (message.type === 'load-failed') drop(new Error(message.message));
          else {
            const call = pending.get(message.id);
            pending.delete(message.id);
            if (message.type === 'result') call?.resolve(message.result);
            else call?.reject(remoteError(message.name, message.message));
          }
        });
        worker.on('error', (error) => drop(error));
        worker.on('exit', (code) => drop(new Error(`${options.name} stopped (exit code ${code})`)));
      }),
    };
    // Whoever awaits `ready` sees a failure; this only keeps it from counting as unhandled.
    instance.ready.catch(() => undefined);
    return instance;
  };

  const ready = (): Promise<Instance> => {
    current ??= start();
    const instance = current;
    return instance.ready.then(() => instance);
  };

  return {
    name: options.name,
    load: () => ready().then(() => undefined),
    async invoke(event) {
      const { worker } = await ready();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        try {
          worker.postMessage({ id, event } satisfies Invocation);
        } catch (error) {
          pending.delete(id);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    async close() {
      const instance = current;
      current = undefined;
      if (instance) await instance.worker.terminate();
    },
  };
}
