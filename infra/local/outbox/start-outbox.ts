import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboxStore, type OutboxMessage, type OutgoingMessage } from './outbox-store';
import { messagesFromSendEmail, SesBadRequest, sesSendEmailPath } from './ses-send-email';
import { errorResponse, messageFromPublish, publishResponse, SnsError } from './sns-publish';
import { keepIdleConnections } from '../idle-connections';

export type { OutboxMessage, OutgoingMessage } from './outbox-store';

/**
 * The local stand-in for sent mail and text messages: an HTTP list for tests plus SES v2
 * SendEmail and SNS Publish (to a phone number) for Lambdas.
 */
export interface Outbox {
  url: string;
  close(): Promise<void>;
  send(message: OutgoingMessage): void;
  list(to?: string): OutboxMessage[];
}

export interface OutboxOptions {
  /** 0 picks a free port. */
  port: number;
}

const maxBodyBytes = 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new SesBadRequest('Request body too large.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

async function handleSendEmail(
  req: IncomingMessage,
  res: ServerResponse,
  store: OutboxStore,
): Promise<void> {
  try {
    const raw = await readBody(req);
    const messages = messagesFromSendEmail(raw ? JSON.parse(raw) : {});
    for (const message of messages) store.add(message);
    sendJson(res, 200, { MessageId: randomUUID() });
  } catch (error) {
    const message =
      error instanceof SesBadRequest || error instanceof SyntaxError
        ? error.message
        : 'Could not read the request.';
    sendJson(res, 400, { message }, { 'x-amzn-errortype': 'BadRequestException' });
  }
}

async function handlePublish(
  req: IncomingMessage,
  res: ServerResponse,
  store: OutboxStore,
): Promise<void> {
  const xml = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/xml' });
    res.end(body);
  };
  try {
    store.add(messageFromPublish(new URLSearchParams(await readBody(req))));
    xml(200, publishResponse());
  } catch (error) {
    const sns =
      error instanceof SnsError
        ? error
        : new SnsError('InvalidParameter', 'Could not read the request.');
    xml(400, errorResponse(sns));
  }
}

/** Starts the outbox on 127.0.0.1. Messages live in memory only. */
export function startOutbox({ port }: OutboxOptions): Promise<Outbox> {
  const store = new OutboxStore();
  const server = keepIdleConnections(
    createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://outbox.local');
      if (req.method === 'GET' && url.pathname === '/') {
        sendJson(res, 200, store.list(url.searchParams.get('to') ?? undefined));
      } else if (req.method === 'POST' && url.pathname === sesSendEmailPath) {
        void handleSendEmail(req, res, store);
      } else if (req.method === 'POST' && url.pathname === '/') {
        // SNS's query protocol: every action is a form POST to the root.
        void handlePublish(req, res, store);
      } else {
        sendJson(res, 404, { message: 'Not found' }, { 'x-amzn-errortype': 'NotFoundException' });
      }
    }),
  );

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        send: (message) => void store.add(message),
        list: (to) => store.list(to),
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
