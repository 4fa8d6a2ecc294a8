import { BroadcastChannel } from 'node:worker_threads';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * Local bench only: when a function's environment names a channel here, each DynamoDB command
 * its client sends is posted on that BroadcastChannel by name (`GetItemCommand`), so the bench,
 * in the same process as the local functions' worker threads, counts a request's round trips.
 * Never set in AWS (CDK gives no such variable): there the client is left as it is.
 */
export const dynamoCommandChannelVariable = 'MARQUE_DYNAMODB_COMMAND_CHANNEL';

/** Calls `onCommand` with each command's name, once per command, before it is sent. */
export function countCommands(client: DynamoDBClient, onCommand: (name: string) => void): void {
  client.middlewareStack.add(
    (next, context) => (args) => {
      onCommand(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'marqueCountCommands' },
  );
}

/** Posts each command's name on the channel `channelName`, if one is named. */
export function postCommandsTo(client: DynamoDBClient, channelName: string | undefined): void {
  if (!channelName) return;
  const channel = new BroadcastChannel(channelName);
  // The channel alone must not keep a worker (or a test) alive.
  channel.unref();
  countCommands(client, (name) => channel.postMessage(name));
}
