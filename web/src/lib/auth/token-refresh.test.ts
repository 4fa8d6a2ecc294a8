import { describe, expect, it } from 'vitest';
import { minimumRefreshDelayMs, refreshDelayMs, refreshLeadMs } from './token-refresh';

describe('refreshDelayMs', () => {
  it('refreshes 5 minutes before expiry, never in a loop', () => {
    const now = 1_000_000;
    expect(refreshDelayMs(now + 60 * 60 * 1000, now)).toBe(60 * 60 * 1000 - refreshLeadMs);
    expect(refreshDelayMs(now + 1000, now)).toBe(minimumRefreshDelayMs);
  });
});
