import { describe, expect, it } from 'vitest';
import { queryAcknowledgement, queryReference, queryReferencePattern } from './support-query';

describe('queryReference', () => {
  it('is the UTC day and six letters that read clearly', () => {
    const picks = [0, 31, 7, 8, 13, 24];
    const reference = queryReference(new Date('2026-11-25T23:59:00Z'), () => picks.shift() ?? 0);
    expect(reference).toBe('Q-20261125-A9HJP2');
    expect(reference).toMatch(queryReferencePattern);
  });

  it('is named in the acknowledgement', () => {
    expect(queryAcknowledgement('Q-20261125-A9HJP2')).toContain(
      'Your reference is Q-20261125-A9HJP2',
    );
  });
});
