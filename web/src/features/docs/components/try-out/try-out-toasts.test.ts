import { describe, expect, it, vi } from 'vitest';
import { warnAboutStatus } from './try-out-toasts';

const warning = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { warning } }));

describe('try-out warnings', () => {
  it('stay 10 seconds with the texts of spec §8, and only for 401 and 403', async () => {
    await warnAboutStatus(401);
    await warnAboutStatus(403);
    await warnAboutStatus(500);
    expect(warning).toHaveBeenCalledTimes(2);
    expect(warning).toHaveBeenCalledWith('token invalid, generate again', {
      id: 'try-out:401',
      duration: 10_000,
    });
    expect(warning).toHaveBeenCalledWith('not subscribed, go to API Products and subscribe', {
      id: 'try-out:403',
      duration: 10_000,
    });
  });

  it('tells a caller who sent no key to subscribe, though the gateway answered 401', async () => {
    warning.mockClear();
    await warnAboutStatus(401, false);
    expect(warning).toHaveBeenCalledExactlyOnceWith(
      'not subscribed, go to API Products and subscribe',
      { id: 'try-out:403', duration: 10_000 },
    );
  });
});
