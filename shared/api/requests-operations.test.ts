import { describe, expect, it } from 'vitest';
import {
  decideAccessRequestBody,
  listAccessRequestsQuery,
  requestCategoryAccessBody,
} from './requests-operations';

describe('the requests contract', () => {
  it('asks for a known category only', () => {
    expect(requestCategoryAccessBody.parse({ category: 'OCR' })).toEqual({ category: 'OCR' });
    const wrong = requestCategoryAccessBody.safeParse({ category: 'Elsewhere' });
    expect(wrong.error?.issues[0]?.message).toBe('Choose a category');
  });

  it('lists Pending 10 at a time unless told otherwise, and only by 10, 20 or 30', () => {
    expect(listAccessRequestsQuery.parse({})).toEqual({ status: 'Pending', limit: 10 });
    expect(listAccessRequestsQuery.parse({ status: 'Rejected', limit: '30' })).toMatchObject({
      status: 'Rejected',
      limit: 30,
    });
    expect(listAccessRequestsQuery.safeParse({ limit: '25' }).success).toBe(false);
    expect(listAccessRequestsQuery.safeParse({ status: 'Done' }).success).toBe(false);
    expect(listAccessRequestsQuery.safeParse({ cursor: 'a b' }).success).toBe(false);
  });

  it('takes a decision with an optional reason, lower-casing the e-mail', () => {
    expect(
      decideAccessRequestBody.parse({
        email: ' Dev@Partner.example ',
        category: 'Sales',
        decision: 'reject',
        reason: '   ',
      }),
    ).toEqual({ email: 'dev@partner.example', category: 'Sales', decision: 'reject' });
    const long = decideAccessRequestBody.safeParse({
      email: 'dev@partner.example',
      category: 'Sales',
      decision: 'reject',
      reason: 'x'.repeat(251),
    });
    expect(long.error?.issues[0]?.message).toBe('Maximum limit exceed');
    expect(
      decideAccessRequestBody.safeParse({ email: 'nobody', category: 'Sales', decision: 'approve' })
        .error?.issues[0]?.message,
    ).toBe('Please enter valid email');
  });
});
