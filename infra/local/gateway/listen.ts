import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnections } from '../idle-connections';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

const host = '127.0.0.1';

/** Serves `handle` on `port` of the loopback interface (port 0 picks a free one). */
export function listen(
  port: number,
  handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
): Promise<Listening> {
  const server = keepIdleConnections(
    createServer((req, res) => {
      Promise.resolve(handle(req, res)).catch((error: unknown) => {
        console.error('local gateway:', error instanceof Error ? error.message : error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal server error' }));
      });
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actual}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
