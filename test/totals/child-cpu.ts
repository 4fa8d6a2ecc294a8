import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every architecture Node runs). */
const ticksPerSecond = 100;

/**
 * The CPU seconds (user + system) of the waited-for children in a /proc/<pid>/stat line:
 * cutime and cstime, fields 16 and 17, counted after the parenthesised command name (which may
 * itself hold spaces and parentheses).
 */
export function childCpuFromStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime))
    throw new Error(`Not a /proc stat line: ${stat.slice(0, 80)}`);
  return (cutime + cstime) / ticksPerSecond;
}

/**
 * CPU seconds this process's finished children (and theirs) have used so far, or undefined off
 * Linux. A suite's CPU time over its wall time says how much of the two cores it kept busy: what
 * running it beside another could gain.
 */
export function childCpuSeconds(): number | undefined {
  try {
    return childCpuFromStat(readFileSync('/proc/self/stat', 'utf8'));
  } catch {
    return undefined;
  }
}
