import { describe, expect, it } from 'vitest';
import { callerOf, parseGroups } from './caller';
import { proxyEvent, withClaims } from '../testing/proxy-events';

describe('parseGroups', () => {
  it.each([
    ['admin', ['admin']],
    ['admin,common-user', ['admin', 'common-user']],
    ['[admin common-user]', ['admin', 'common-user']],
    [['common-user'], ['common-user']],
    [undefined, []],
  ])('reads %j', (input, expected) => {
    expect(parseGroups(input)).toEqual(expected);
  });
});

describe('callerOf', () => {
  it('is null without claims', () => {
    expect(callerOf(proxyEvent())).toBeNull();
  });

  it('marks members of the admin group as admins', () => {
    const event = withClaims(proxyEvent(), {
      sub: 'u1',
      email: 'a@b.co',
      'cognito:groups': '[admin]',
    });
    expect(callerOf(event)).toEqual({
      sub: 'u1',
      email: 'a@b.co',
      groups: ['admin'],
      isAdmin: true,
      isStaff: false,
    });
  });

  it('marks directory users (a federated identity in the token) as staff, others not', () => {
    const claims = { sub: 'u3', email: 'staff@marque.example', 'cognito:groups': 'common-user' };
    const staff = withClaims(proxyEvent(), {
      ...claims,
      identities: '[{"userId":"s1","providerName":"Directory","providerType":"SAML"}]',
    });
    expect(callerOf(staff)?.isStaff).toBe(true);
    expect(callerOf(withClaims(proxyEvent(), { ...claims, identities: '[]' }))?.isStaff).toBe(
      false,
    );
    expect(callerOf(withClaims(proxyEvent(), claims))?.isStaff).toBe(false);
  });

  it('does not make a common user an admin', () => {
    const event = withClaims(proxyEvent(), {
      sub: 'u2',
      email: 'dev@partner.example',
      'cognito:groups': 'common-user',
    });
    expect(callerOf(event)?.isAdmin).toBe(false);
  });

  it('gives the e-mail trimmed and lower-cased, as the records are keyed', () => {
    const event = withClaims(proxyEvent(), { sub: 'u3', email: ' Dev@Partner.Example ' });
    expect(callerOf(event)?.email).toBe('dev@partner.example');
  });

  it('is null for claims without an e-mail', () => {
    expect(callerOf(withClaims(proxyEvent(), { sub: 'u4' }))).toBeNull();
    expect(callerOf(withClaims(proxyEvent(), { sub: 'u4', email: ' ' }))).toBeNull();
  });
});
