import { describe, expect, it } from 'vitest';
import { tourPages } from '../tours';
import { completeTour, resetTours, tourProgressSchema } from './account-operations';

describe('the tours of the account contract', () => {
  it("takes one tour page or 'all' (Skip all tours), nothing else", () => {
    const params = completeTour.params;
    if (!params) throw new Error('completeTour takes the tour in its path');
    for (const tour of [...tourPages, 'all']) expect(params.parse({ tour })).toEqual({ tour });
    const unknown = params.safeParse({ tour: 'everything' });
    expect(unknown.error?.issues[0]?.message).toBe('No such tour');
  });

  it('clears the flags with one call that takes no input, answering the progress', () => {
    expect(resetTours).toMatchObject({ method: 'DELETE', path: '/users/me/tours', access: 'user' });
    expect(resetTours).not.toHaveProperty('body');
    expect(resetTours).not.toHaveProperty('params');
    expect(resetTours.response).toBe(tourProgressSchema);
  });

  it('answers only known tour pages', () => {
    expect(tourProgressSchema.safeParse({ done: ['all'] }).success).toBe(false);
  });
});
