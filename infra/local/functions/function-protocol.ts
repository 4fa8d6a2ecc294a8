/** What the host and a function's worker say to each other (structured-clone messages). */

/** The worker's `workerData`. */
export interface FunctionWorkerData {
  /** file: URL of the module exporting `handler`. */
  entryUrl: string;
}

/** Host → worker: one invocation. */
export interface Invocation {
  id: number;
  event: unknown;
}

/** Worker → host. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; name: string; message: string };
