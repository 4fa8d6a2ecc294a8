import { describe, expect, it } from 'vitest';
import { childCpuFromStat, childCpuSeconds } from './child-cpu';

describe('childCpuFromStat', () => {
  it('adds cutime and cstime, in seconds, past a command name with spaces and parentheses', () => {
    const stat =
      '4242 (node (x) y) S 1 4242 4242 0 -1 4194304 900 1200 0 0 350 40 12345 678 20 0 11 0 99 1 2';
    expect(childCpuFromStat(stat)).toBeCloseTo((12345 + 678) / 100);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => childCpuFromStat('not a stat line')).toThrow(/Not a \/proc stat line/);
  });
});

describe('childCpuSeconds', () => {
  it('grows after a child has burnt CPU and been waited for', async () => {
    const before = childCpuSeconds();
    if (before === undefined) return expect(process.platform).not.toBe('linux');
    const { spawnSync } = await import('node:child_process');
    // Spins on its own CPU clock, not the wall's: on a busy machine it still burns 0.3 s.
    spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 300_000);']);
    expect(childCpuSeconds()).toBeGreaterThan(before + 0.1);
  });
});
