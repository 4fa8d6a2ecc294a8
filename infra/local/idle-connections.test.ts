import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { idleConnectionMs, keepIdleConnections } from './idle-connections';

describe('keepIdleConnections', () => {
  it('keeps idle connections past the 5 s Node closes them at, headers a second longer', () => {
    const server = keepIdleConnections(createServer());
    expect(createServer().keepAliveTimeout).toBe(5_000);
    expect(server.keepAliveTimeout).toBe(idleConnectionMs);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
