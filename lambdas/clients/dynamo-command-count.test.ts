import { BroadcastChannel } from 'node:worker_threads';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { countCommands, postCommandsTo } from './dynamo-command-count';

/** A client whose commands answer empty without leaving the process. */
function offlineClient(): DynamoDBClient {
  const client = new DynamoDBClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  client.middlewareStack.add(() => async () => ({ output: { $metadata: {} }, response: {} }), {
    step: 'build',
    name: 'answerEmpty',
  });
  return client;
}

async function sendThree(client: DynamoDBClient): Promise<void> {
  const doc = DynamoDBDocumentClient.from(client);
  await doc.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }));
  await doc.send(
    new QueryCommand({
      TableName: 't',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'a' },
    }),
  );
  await doc.send(
    new TransactWriteCommand({
      TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a' } } }],
    }),
  );
}

describe('countCommands', () => {
  it('names each command a document client sends, once, in order', async () => {
    const client = offlineClient();
    const names: string[] = [];
    countCommands(client, (name) => names.push(name));
    await sendThree(client);
    expect(names).toEqual(['GetItemCommand', 'QueryCommand', 'TransactWriteItemsCommand']);
  });
});

describe('postCommandsTo', () => {
  it('posts the names on the named channel', async () => {
    const channelName = `count-test-${Date.now()}`;
    const listener = new BroadcastChannel(channelName);
    const names: string[] = [];
    const received = new Promise<void>((resolve) => {
      listener.onmessage = (event) => {
        names.push(String((event as { data: unknown }).data));
        if (names.length === 3) resolve();
      };
    });
    const client = offlineClient();
    postCommandsTo(client, channelName);
    await sendThree(client);
    await received;
    listener.close();
    expect(names).toEqual(['GetItemCommand', 'QueryCommand', 'TransactWriteItemsCommand']);
  });

  it('leaves the client as it is when no channel is named', () => {
    const client = offlineClient();
    const before = client.middlewareStack.identify();
    postCommandsTo(client, undefined);
    expect(client.middlewareStack.identify()).toEqual(before);
  });
});
