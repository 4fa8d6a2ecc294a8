import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditPartition, auditPut } from './audit-entry';

describe('audit entries', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('puts an entry in its UTC month, ordered by time, never over another', () => {
    vi.stubEnv('TABLE_AUDIT', 'audit-table');
    const item = auditPut(
      {
        actor: 'admin@maker.example',
        action: 'user.activate',
        target: 'user:ana@partner.example',
        before: { userStatus: 'inactive' },
        after: { userStatus: 'active' },
      },
      new Date('2026-11-30T23:59:59.000Z'),
    );
    const put = item.Put;
    expect(put?.TableName).toBe('audit-table');
    expect(put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(put?.Item).toMatchObject({
      pk: 'AUDIT#2026-11',
      actor: 'admin@maker.example',
      action: 'user.activate',
      target: 'user:ana@partner.example',
      before: { userStatus: 'inactive' },
      after: { userStatus: 'active' },
      at: '2026-11-30T23:59:59.000Z',
    });
    expect(String(put?.Item?.sk)).toMatch(/^2026-11-30T23:59:59\.000Z#[0-9a-f-]{36}$/);
  });

  it('names the month of a time', () => {
    expect(auditPartition('2027-01-01T00:00:00.000Z')).toBe('AUDIT#2027-01');
  });
});
