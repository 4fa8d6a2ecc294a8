import { describe, expect, it } from 'vitest';
import { clientLimits } from '../../../shared/api/client-limits';
import { register } from '../../../shared/api/auth-operations';
import { ClientLimiter, clientAddress, exemptAddressesFromEnvironment } from './client-limiter';

const registerLimit = clientLimits.find((l) => l.operation === register);
if (!registerLimit) throw new Error('register has no client limit');

describe('ClientLimiter', () => {
  it('refuses the call past the limit from one address, with when to retry', () => {
    let now = 1_000_000;
    const limiter = new ClientLimiter(clientLimits, () => now);
    for (let i = 0; i < registerLimit.limit; i += 1) {
      expect(limiter.check('POST', '/auth/register', '10.0.0.1')).toEqual({ allowed: true });
      now += 1000;
    }
    const refused = limiter.check('POST', '/auth/register', '10.0.0.1');
    expect(refused).toEqual({
      allowed: false,
      retryAfterSeconds: registerLimit.windowSeconds - registerLimit.limit,
    });
    expect(limiter.check('POST', '/auth/register', '10.0.0.2')).toEqual({ allowed: true });
    now += registerLimit.windowSeconds * 1000;
    expect(limiter.check('POST', '/auth/register', '10.0.0.1')).toEqual({ allowed: true });
  });

  it('lets exempt addresses and unlisted routes through', () => {
    const limiter = new ClientLimiter(clientLimits, () => 0, new Set(['127.0.0.1']));
    for (let i = 0; i < 100; i += 1) {
      expect(limiter.check('POST', '/auth/register', '127.0.0.1').allowed).toBe(true);
      expect(limiter.check('GET', '/docs/search', '10.0.0.1').allowed).toBe(true);
    }
  });

  it('reads the exemptions from the environment and IPv4 behind IPv6', () => {
    expect(
      exemptAddressesFromEnvironment({ MARQUE_LOCAL_CLIENT_LIMITS_EXEMPT: '127.0.0.1, ::1' }),
    ).toEqual(['127.0.0.1', '::1']);
    expect(exemptAddressesFromEnvironment({})).toEqual([]);
    expect(clientAddress('::ffff:127.0.0.2')).toBe('127.0.0.2');
  });
});
