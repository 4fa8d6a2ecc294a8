import { describe, expect, it } from 'vitest';
import { lockedReasons } from './production-request-rules';

const now = Date.parse('2026-05-01T00:00:00.000Z');
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();

describe('lockedReasons', () => {
  it('leaves open and recently rejected requests changeable', () => {
    expect(
      lockedReasons({ status: 'Pending', updatedAt: daysAgo(40), editable: true }, now),
    ).toEqual({});
    expect(
      lockedReasons({ status: 'Rejected', updatedAt: daysAgo(29), editable: true }, now),
    ).toEqual({});
  });

  it('locks rejected or done requests older than 30 days', () => {
    const rejected = 'Rejected more than 30 days ago: it can only be viewed';
    expect(
      lockedReasons({ status: 'Rejected', updatedAt: daysAgo(31), editable: false }, now),
    ).toEqual({ change: rejected, cancel: rejected });
    expect(
      lockedReasons({ status: 'Cancelled', updatedAt: daysAgo(31), editable: false }, now).change,
    ).toBe('Cancelled more than 30 days ago: it can only be viewed');
  });

  it('locks an approved request and a second cancel', () => {
    expect(
      lockedReasons({ status: 'Approved', updatedAt: daysAgo(1), editable: false }, now).change,
    ).toBe('Approved: its production key is issued');
    expect(
      lockedReasons({ status: 'Cancelled', updatedAt: daysAgo(1), editable: true }, now),
    ).toEqual({ cancel: 'Already cancelled' });
  });

  it('follows the server when it says no', () => {
    expect(
      lockedReasons({ status: 'InProgress', updatedAt: daysAgo(1), editable: false }, now).cancel,
    ).toBe('This request can no longer change');
  });
});
