import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs, type JobId } from '../../../lambdas/routes';
import { startJobTimers } from './job-timers';
import type { LocalFunction } from './local-function';

function fakeFunction(name: string): LocalFunction & { invoke: ReturnType<typeof vi.fn> } {
  return {
    name,
    load: async () => undefined,
    invoke: vi.fn(async () => ({})),
    close: async () => undefined,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startJobTimers', () => {
  it('runs the sweeper every tick and the daily trending builder on the first tick, then every 10', async () => {
    const functions = {
      expiredKeysSweeper: fakeFunction('sweeper'),
      trendingBuilder: fakeFunction('trending'),
    } satisfies Record<JobId, LocalFunction>;
    const stop = startJobTimers(functions, () => undefined, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(functions.trendingBuilder.invoke).toHaveBeenCalledTimes(1);
    expect(functions.trendingBuilder.invoke.mock.calls[0]?.[0]).toMatchObject({
      'detail-type': 'Scheduled Event',
      time: expect.any(String) as string,
    });
    await vi.advanceTimersByTimeAsync(9000);
    expect(functions.expiredKeysSweeper.invoke).toHaveBeenCalledTimes(10);
    expect(functions.trendingBuilder.invoke).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(functions.trendingBuilder.invoke).toHaveBeenCalledTimes(2);
    expect(jobs.trendingBuilder.localEveryMinutes).toBe(10);
    await stop();
  });
});
