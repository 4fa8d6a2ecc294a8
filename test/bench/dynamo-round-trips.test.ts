import { BroadcastChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { listenForCommands, roundTripFigures } from './dynamo-round-trips';

describe('roundTripFigures', () => {
  it('counts each operation’s commands and the Scans among all of them', () => {
    expect(
      roundTripFigures({
        listCategories: ['QueryCommand'],
        subscribe: ['GetItemCommand', 'QueryCommand', 'TransactWriteItemsCommand'],
        getTrendingFallback: [],
      }),
    ).toEqual({
      'dynamodb round trips listCategories': 1,
      'dynamodb round trips subscribe': 3,
      'dynamodb round trips getTrendingFallback': 0,
      'dynamodb scans on request paths': 0,
    });
    expect(
      roundTripFigures({ a: ['ScanCommand', 'GetItemCommand'], b: ['ScanCommand'] })[
        'dynamodb scans on request paths'
      ],
    ).toBe(2);
  });
});

describe('listenForCommands', () => {
  it('gives the commands posted while a call ran, and only those', async () => {
    const name = `round-trips-test-${Date.now()}`;
    const log = listenForCommands(name);
    const poster = new BroadcastChannel(name);
    try {
      poster.postMessage('before');
      await new Promise((resolve) => setTimeout(resolve, 30));
      const { result, commands } = await log.during(async () => {
        poster.postMessage('GetItemCommand');
        poster.postMessage('PutItemCommand');
        return 'answer';
      });
      expect(result).toBe('answer');
      expect(commands).toEqual(['GetItemCommand', 'PutItemCommand']);
    } finally {
      poster.close();
      log.close();
    }
  });
});
