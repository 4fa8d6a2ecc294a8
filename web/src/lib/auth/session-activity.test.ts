import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityRules } from '../../../../shared/identity-rules';
import { createSessionActivityReporter } from './session-activity';

const interval = identityRules.sessionActivityIntervalMs;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session activity reports', () => {
  it('reports the first activity at once, then at most once per interval', () => {
    const send = vi.fn(async () => undefined);
    const reporter = createSessionActivityReporter(send);
    reporter.active();
    expect(send).toHaveBeenCalledTimes(1);
    for (let second = 1; second < interval / 1000; second += 1) {
      vi.advanceTimersByTime(1000);
      reporter.active();
    }
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    reporter.active();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reports nothing while the user does nothing', () => {
    const send = vi.fn(async () => undefined);
    const reporter = createSessionActivityReporter(send);
    reporter.active();
    vi.advanceTimersByTime(10 * interval);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports a token refresh at once, which starts a new interval', () => {
    const send = vi.fn(async () => undefined);
    const reporter = createSessionActivityReporter(send);
    reporter.active();
    vi.advanceTimersByTime(1000);
    reporter.refreshed();
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(interval - 1000);
    reporter.active();
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    reporter.active();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('swallows a failed report and tries again after the interval', async () => {
    const send = vi.fn(async () => Promise.reject(new Error('offline')));
    const reporter = createSessionActivityReporter(send);
    reporter.active();
    await vi.advanceTimersByTimeAsync(interval);
    reporter.active();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
