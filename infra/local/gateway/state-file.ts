import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredClientCertificate } from './control-plane-client-certificates-store';
import type { KeySnapshot } from './key-store';
import type { UsageSnapshot } from './quota-and-usage';

/** What the local gateway keeps between runs: keys, plan memberships, usage, client certificates. */
export interface GatewayState {
  version: 1;
  keys: KeySnapshot;
  usage: UsageSnapshot;
  /** Absent from files written before client certificates existed. */
  clientCertificates?: StoredClientCertificate[];
}

export interface StateFile {
  load(): GatewayState | undefined;
  /** Asks for a write soon; many changes in a burst make one write. */
  scheduleSave(): void;
  /** Writes now if a write is pending. */
  flush(): void;
}

const fileName = 'local-gateway.json';

/** JSON persistence under `dataDir`, or nothing at all (memory only) without one. */
export function createStateFile(
  dataDir: string | undefined,
  current: () => GatewayState,
  delayMs = 200,
): StateFile {
  if (!dataDir) return { load: () => undefined, scheduleSave: () => {}, flush: () => {} };
  const path = join(dataDir, fileName);
  let timer: NodeJS.Timeout | undefined;

  const write = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    mkdirSync(dataDir, { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(current(), null, 2)}\n`);
    renameSync(tmp, path);
  };

  return {
    load() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
      const state = JSON.parse(text) as GatewayState;
      if (state.version !== 1) throw new Error(`${path}: unknown state version ${state.version}`);
      return state;
    },
    scheduleSave() {
      if (!timer) timer = setTimeout(write, delayMs);
    },
    flush() {
      if (timer) write();
    },
  };
}
