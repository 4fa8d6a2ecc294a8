import { describe, expect, it } from 'vitest';
import {
  awsQuotaIds,
  awsQuotas,
  quotaAlarmThreshold,
  quotaReachedMessage,
  quotaThrottledMessage,
} from './aws-quotas';

describe('awsQuotas', () => {
  it("holds AWS's documented defaults, the keys' quota the one AWS will not raise", () => {
    expect(Object.fromEntries(awsQuotaIds.map((id) => [id, awsQuotas[id].limit]))).toEqual({
      apiKeys: 10_000,
      usagePlans: 300,
      clientCertificates: 60,
      appClients: 1_000,
    });
    expect(awsQuotaIds.filter((id) => !awsQuotas[id].raisable)).toEqual(['apiKeys']);
  });

  it('alarms at 80 % of each quota', () => {
    expect(awsQuotaIds.map((id) => quotaAlarmThreshold(awsQuotas[id]))).toEqual([
      8_000, 240, 48, 800,
    ]);
  });

  it('words a refusal so the user knows nothing was changed', () => {
    expect(quotaReachedMessage('clientCertificates')).toBe(
      'The portal has reached its limit of client certificates. Nothing was changed; please try again later or contact support.',
    );
    expect(quotaThrottledMessage('apiKeys')).toBe(
      'Too many API keys are being created right now. Nothing was changed; please try again in a few seconds.',
    );
  });
});
