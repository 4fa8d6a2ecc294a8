import { createServer } from 'node:net';
import type { LocalPorts } from './ports';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Fails early, naming the port, rather than half-starting the local cloud. */
export async function assertPortsFree(ports: Partial<LocalPorts>): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (port !== undefined && !(await isFree(port))) busy.push(`${name} (${port})`);
  }
  if (busy.length) {
    throw new Error(
      `Ports in use: ${busy.join(', ')}. Is another 'npm start' running? Stop it, or start with --ports-offset <n>.`,
    );
  }
}
