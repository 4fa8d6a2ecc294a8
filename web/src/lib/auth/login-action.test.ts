import { describe, expect, it } from 'vitest';
import { loginActionTarget } from './login-action';
import { refreshDelayMs, refreshLeadMs, minimumRefreshDelayMs } from './token-refresh';

const at = (path: string) => loginActionTarget(new URL(path, 'http://portal.test'));

describe('?action=login', () => {
  it('opens /signIn from any page', () => {
    expect(at('/?action=login')).toBe('/signIn');
    expect(at('/apis/category?action=login')).toBe('/signIn');
  });

  it('leaves other URLs alone', () => {
    expect(at('/signIn?action=login')).toBeNull();
    expect(at('/faq?action=other')).toBeNull();
    expect(at('/faq')).toBeNull();
  });
});

describe('refreshDelayMs', () => {
  it('refreshes 5 minutes before expiry, never in a loop', () => {
    const now = 1_000_000;
    expect(refreshDelayMs(now + 60 * 60 * 1000, now)).toBe(60 * 60 * 1000 - refreshLeadMs);
    expect(refreshDelayMs(now + 1000, now)).toBe(minimumRefreshDelayMs);
  });
});
