import { BroadcastChannel } from 'node:worker_threads';
import type { Figures } from './figure-output';

/** What the areas' clients post (lambdas/clients/dynamo-command-count.ts): a command's name. */
export interface CommandLog {
  /** The commands posted while `run` ran; calls must not overlap. */
  during<T>(run: () => Promise<T>): Promise<{ result: T; commands: string[] }>;
  close(): void;
}

/** The answer of a call reaches the bench after its commands were posted; this is slack only. */
const settleMs = 20;

/**
 * Listens on the bench cloud's command channel. The areas run in worker threads of this process
 * (infra/local/functions/local-function.ts), so their posts arrive here. Only the areas post (the
 * scheduled jobs and triggers do not), so with one call at a time what arrives is that call's.
 */
export function listenForCommands(channelName: string): CommandLog {
  const channel = new BroadcastChannel(channelName);
  let current: string[] | undefined;
  channel.onmessage = (event) => current?.push(String((event as { data: unknown }).data));
  return {
    async during(run) {
      if (current) throw new Error('Counted calls must not overlap');
      const commands: string[] = [];
      current = commands;
      try {
        const result = await run();
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        return { result, commands };
      } finally {
        current = undefined;
      }
    },
    close: () => channel.close(),
  };
}

/**
 * `dynamodb round trips <operation>` per operation, and the Scans among all of them (the house
 * rule: none on a request path), counted from the command names.
 */
export function roundTripFigures(commandsByOperation: Record<string, string[]>): Figures {
  const figures: Figures = {};
  let scans = 0;
  for (const [operation, commands] of Object.entries(commandsByOperation)) {
    figures[`dynamodb round trips ${operation}`] = commands.length;
    scans += commands.filter((name) => name === 'ScanCommand').length;
  }
  figures['dynamodb scans on request paths'] = scans;
  return figures;
}
