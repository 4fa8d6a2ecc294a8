import { vi } from 'vitest';

export interface CapturedLogs {
  /** Every line the functions wrote, as text. */
  text(): string;
  /** Every structured line, parsed. */
  entries(): Record<string, unknown>[];
}

/**
 * Watches every console method the logger may use (Powertools writes info to console.info, warn
 * to console.warn: the tests run it with POWERTOOLS_DEV, which writes through the global console).
 * Restore with vi.restoreAllMocks().
 */
export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  for (const method of ['debug', 'info', 'log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation(keep);
  }
  return {
    text: () => lines.join('\n'),
    entries: () =>
      lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
  };
}
