import { describe, expect, it } from 'vitest';
import { isNoticeLink, noticeMessages, noticeSchema, serviceDetailPath } from './notice-schema';

const base = { audience: 'all', title: 'Maintenance', message: 'Sunday 02:00 to 04:00 UTC' };
const firstError = (input: unknown) => {
  const result = noticeSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('noticeSchema', () => {
  it('accepts a notice to everyone, e-mail off by default, a blank link dropped', () => {
    expect(noticeSchema.parse({ ...base, link: '  ' })).toEqual({ ...base, email: false });
  });

  it('reports the title and message rules with their limits', () => {
    expect(firstError({ ...base, title: '  ' })).toBe(noticeMessages.titleRequired);
    expect(firstError({ ...base, title: 'x'.repeat(101) })).toBe('Title is at most 100 characters');
    expect(firstError({ ...base, message: '' })).toBe(noticeMessages.messageRequired);
    expect(firstError({ ...base, message: 'x'.repeat(1001) })).toBe(
      'Message is at most 1000 characters',
    );
    expect(noticeSchema.safeParse({ ...base, message: 'x'.repeat(1000) }).success).toBe(true);
  });

  it('asks for a service when the audience is its subscribers', () => {
    const result = noticeSchema.safeParse({ ...base, audience: 'service', category: 'Vehicle' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['service'],
      message: noticeMessages.serviceRequired,
    });
    expect(
      noticeSchema.safeParse({ ...base, audience: 'service', category: 'Vehicle', service: 'x' })
        .success,
    ).toBe(true);
  });

  it('refuses an unknown audience and a link that is neither a portal path nor https', () => {
    expect(firstError({ ...base, audience: 'some' })).toBe(noticeMessages.audienceInvalid);
    expect(firstError({ ...base, link: 'javascript:alert(1)' })).toBe(noticeMessages.linkInvalid);
  });
});

describe('isNoticeLink', () => {
  it('takes portal paths and https addresses only', () => {
    expect(isNoticeLink('/apis/category')).toBe(true);
    expect(isNoticeLink('https://maker.example/news')).toBe(true);
    expect(isNoticeLink('//evil.example')).toBe(false);
    expect(isNoticeLink('http://maker.example')).toBe(false);
    expect(isNoticeLink('data:text/html,hi')).toBe(false);
  });
});

describe('serviceDetailPath', () => {
  it('is the service page of the catalogue, encoded', () => {
    expect(serviceDetailPath('Vehicle Data', 'vehicle-status')).toBe(
      '/apis/servicesdetail/Vehicle%20Data/vehicle-status',
    );
  });
});
