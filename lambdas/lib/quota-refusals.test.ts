import { describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/captured-logs';
import { QuotaReached, TooManyRequests } from './errors';
import { quotaRefusal, withinQuota } from './quota-refusals';

const named = (name: string) => Object.assign(new Error('AWS says no'), { name });

describe('quotaRefusal', () => {
  it('makes a used-up quota a 503 and a throttle a 429, each saying nothing was changed', () => {
    captureLogs();
    const full = quotaRefusal('apiKeys', named('LimitExceededException'));
    expect(full).toBeInstanceOf(QuotaReached);
    expect(full).toMatchObject({ status: 503, code: 'QuotaReached' });
    expect(full?.message).toContain('Nothing was changed');
    const busy = quotaRefusal('clientCertificates', named('TooManyRequestsException'));
    expect(busy).toBeInstanceOf(TooManyRequests);
    expect(busy?.message).toBe(
      'Too many client certificates are being created right now. Nothing was changed; please try again in a few seconds.',
    );
  });

  it('leaves any other error to its caller', async () => {
    expect(quotaRefusal('apiKeys', named('ConflictException'))).toBeUndefined();
    const other = named('InternalFailure');
    await expect(withinQuota('apiKeys', () => Promise.reject(other))).rejects.toBe(other);
    await expect(withinQuota('apiKeys', () => Promise.resolve(7))).resolves.toBe(7);
  });
});
