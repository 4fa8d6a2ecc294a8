import type { SiteConfig } from '../../../shared/site-config';
import { configProblems } from './config-shape';

/**
 * Runtime configuration, written next to the site by the stack (or by `npm start`) as
 * `/config.json`, so one build serves every stage. Its schema is shared with the stack
 * and `npm start`, which check it as they write it; the browser checks what it needs to start.
 */
export type AppConfig = SiteConfig;

export class ConfigError extends Error {
  constructor(
    readonly reason: 'missing' | 'invalid',
    readonly detail: string,
  ) {
    super(`Configuration ${reason}: ${detail}`);
    this.name = 'ConfigError';
  }
}

let current: AppConfig | undefined;

/** Parses a candidate configuration; throws a ConfigError naming every bad field. */
export function parseConfig(raw: unknown): AppConfig {
  const problems = configProblems(raw);
  if (problems.length > 0) throw new ConfigError('invalid', problems.join('\n'));
  const config = raw as AppConfig;
  return { ...config, apiUrl: config.apiUrl.replace(/\/+$/, '') };
}

/** Fetches, validates and keeps `/config.json`. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { cache: 'no-store' });
  } catch (error) {
    throw new ConfigError('missing', `/config.json could not be fetched (${String(error)})`);
  }
  if (!response.ok) throw new ConfigError('missing', `/config.json answered ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError('invalid', '/config.json is not JSON');
  }
  current = parseConfig(raw);
  return current;
}

/** The loaded configuration; only valid after `loadConfig` (or `setConfig` in tests). */
export function getConfig(): AppConfig {
  if (!current) throw new Error('Configuration not loaded yet');
  return current;
}

/** The loaded configuration, or undefined before `loadConfig` (what may go without it). */
export function loadedConfig(): AppConfig | undefined {
  return current;
}

export function setConfig(config: AppConfig): void {
  current = config;
}
