import { describe, expect, it } from 'vitest';
import { adminUser, developer } from '../testing/fake-auth';
import { needsCategoryAccess, subscribeOffer } from './policies';

const ocr = { name: 'OCR', subscribable: true, requestAccess: true };
const general = { name: 'General', subscribable: true, requestAccess: false };
const needsText = {
  kind: 'message',
  text: 'Please request access for OCR to subscribe to this service.',
};

describe('subscribeOffer', () => {
  it('offers nothing to visitors or on a category that is not subscribable', () => {
    expect(subscribeOffer(null, ocr, [])).toEqual({ kind: 'none' });
    expect(subscribeOffer(undefined, general, [])).toEqual({ kind: 'none' });
    const closed = { ...ocr, subscribable: false };
    expect(subscribeOffer(adminUser, closed, [])).toEqual({ kind: 'none' });
    expect(subscribeOffer(developer, closed, [])).toEqual({ kind: 'none' });
  });

  it('offers Subscribe to admins on every category, without asking for their records', () => {
    expect(subscribeOffer(adminUser, ocr, undefined)).toEqual({ kind: 'subscribe' });
    expect(needsCategoryAccess(adminUser, ocr)).toBe(false);
  });

  it('offers Subscribe to anyone signed in on a category without access requests', () => {
    expect(subscribeOffer(developer, general, undefined)).toEqual({ kind: 'subscribe' });
    expect(needsCategoryAccess(developer, general)).toBe(false);
  });

  it("offers Subscribe on a request-access category only with that category's Approved record", () => {
    expect(needsCategoryAccess(developer, ocr)).toBe(true);
    expect(
      subscribeOffer(developer, ocr, [{ category: 'OCR', requestStatus: 'Approved' }]),
    ).toEqual({ kind: 'subscribe' });
    expect(subscribeOffer(developer, ocr, [{ category: 'OCR', requestStatus: 'Pending' }])).toEqual(
      needsText,
    );
    expect(
      subscribeOffer(developer, ocr, [{ category: 'Sales', requestStatus: 'Approved' }]),
    ).toEqual(needsText);
    expect(subscribeOffer(developer, ocr, [])).toEqual(needsText);
  });

  it('offers nothing while the records are not known yet', () => {
    expect(subscribeOffer(developer, ocr, undefined)).toEqual({ kind: 'none' });
  });
});
