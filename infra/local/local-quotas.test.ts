import { describe, expect, it } from 'vitest';
import { localQuotasFromEnvironment } from './local-quotas';

describe('localQuotasFromEnvironment', () => {
  it("reads the variables set, and leaves the others to AWS's values", () => {
    expect(
      localQuotasFromEnvironment({
        MARQUE_LOCAL_QUOTA_API_KEYS: '3',
        MARQUE_LOCAL_QUOTA_APP_CLIENTS: ' 4 ',
        MARQUE_LOCAL_QUOTA_CREATE_API_KEY_RATE: '',
      }),
    ).toEqual({ apiKeys: 3, appClientsPerPool: 4 });
    expect(localQuotasFromEnvironment({})).toEqual({});
  });

  it('stops on a value that is not a whole number from 1', () => {
    expect(() => localQuotasFromEnvironment({ MARQUE_LOCAL_QUOTA_API_KEYS: '0' })).toThrow(
      'MARQUE_LOCAL_QUOTA_API_KEYS: a whole number from 1 (got "0")',
    );
    expect(() =>
      localQuotasFromEnvironment({ MARQUE_LOCAL_QUOTA_CLIENT_CERTIFICATES: 'many' }),
    ).toThrow(/MARQUE_LOCAL_QUOTA_CLIENT_CERTIFICATES/);
  });
});
