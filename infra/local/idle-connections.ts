import type { Server } from 'node:http';

/**
 * How long the local servers keep an idle keep-alive connection. Node closes one after 5 s, and a
 * client that reuses it in the same instant gets ECONNRESET (a browser spec's `GET /config.json`
 * did, once in a CI run); browsers and Node's clients give up on idle sockets well before this.
 */
export const idleConnectionMs = 120_000;

/** Keeps `server`'s idle connections open for `idleConnectionMs`; returns it. */
export function keepIdleConnections<T extends Server>(server: T): T {
  server.keepAliveTimeout = idleConnectionMs;
  // Node needs the header timeout above the keep-alive one, or it cuts a slow reuse short.
  server.headersTimeout = idleConnectionMs + 1_000;
  return server;
}
