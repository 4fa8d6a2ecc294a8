import { describe, expect, it } from 'vitest';
import { lockedReason } from './production-request-rules';

const now = Date.parse('2026-05-01T00:00:00.000Z');
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();

describe('lockedReason', () => {
  it('leaves open and recently rejected requests changeable', () => {
    expect(lockedReason({ status: 'Pending', updatedAt: daysAgo(40), editable: true }, now)).toBe(
      undefined,
    );
    expect(
      lockedReason({ status: 'Rejected', updatedAt: daysAgo(29), editable: true }, now),
    ).toBeUndefined();
  });

  it('locks rejected or done requests older than 30 days', () => {
    expect(lockedReason({ status: 'Rejected', updatedAt: daysAgo(31), editable: true }, now)).toBe(
      'Rejected more than 30 days ago: it can only be viewed',
    );
    expect(lockedReason({ status: 'Approved', updatedAt: daysAgo(31), editable: false }, now)).toBe(
      'Approved more than 30 days ago: it can only be viewed',
    );
  });

  it('follows the server when it says no', () => {
    expect(lockedReason({ status: 'Approved', updatedAt: daysAgo(1), editable: false }, now)).toBe(
      'Approved: it can no longer change',
    );
    expect(
      lockedReason({ status: 'InProgress', updatedAt: daysAgo(1), editable: false }, now),
    ).toBe('This request can no longer change');
  });
});
