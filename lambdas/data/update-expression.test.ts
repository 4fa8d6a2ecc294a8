import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { isConditionFailure, unlessConditionFails } from './update-expression';

const refusal = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

describe('isConditionFailure', () => {
  it('knows a refused condition, alone or inside a cancelled transaction', () => {
    expect(isConditionFailure(refusal())).toBe(true);
    const cancelled = Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });
    expect(isConditionFailure(cancelled)).toBe(true);
    expect(isConditionFailure(new Error('Throttled'))).toBe(false);
  });
});

describe('unlessConditionFails', () => {
  it("answers the write's result when the condition holds", async () => {
    await expect(unlessConditionFails(async () => 42)).resolves.toBe(42);
  });

  it('answers undefined when the condition is refused', async () => {
    await expect(
      unlessConditionFails(async () => {
        throw refusal();
      }),
    ).resolves.toBeUndefined();
  });

  it('throws any other error', async () => {
    await expect(
      unlessConditionFails(async () => {
        throw new Error('Throttled');
      }),
    ).rejects.toThrow('Throttled');
  });
});
