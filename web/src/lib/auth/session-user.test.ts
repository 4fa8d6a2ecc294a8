import { describe, expect, it } from 'vitest';
import { canRequestAccess, canSubscribe, isAdmin } from '../policies';
import { userFromClaims } from './session-user';

describe('session user and policies', () => {
  it('reads e-mail and cognito:groups from the ID token', () => {
    const user = userFromClaims({
      email: 'a@b.example',
      'cognito:groups': ['common-user', 'admin'],
    });
    expect(user).toEqual({
      email: 'a@b.example',
      groups: ['common-user', 'admin'],
      isAdmin: true,
      isStaff: false,
    });
    expect(isAdmin(user)).toBe(true);
  });

  it('marks a federated (domain ID) sign-in as staff', () => {
    const staff = userFromClaims({
      email: 's@marque.example',
      identities: [{ providerName: 'MarqueAD', providerType: 'OIDC' }],
    });
    expect(staff.isStaff).toBe(true);
    expect(userFromClaims({ email: 'p@partner.example' }).isStaff).toBe(false);
  });

  it('treats a token without groups as a common user', () => {
    const user = userFromClaims({ email: 'a@b.example' });
    expect(user.isAdmin).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('offers Request Access to signed-in non-admins only, Subscribe to any signed-in user', () => {
    const common = userFromClaims({ email: 'c@b.example', 'cognito:groups': ['common-user'] });
    const admin = userFromClaims({ email: 'a@b.example', 'cognito:groups': ['admin'] });
    const category = { requestAccess: true, subscribable: true };
    expect(canRequestAccess(common, category)).toBe(true);
    expect(canRequestAccess(admin, category)).toBe(false);
    expect(canRequestAccess(null, category)).toBe(false);
    expect(canRequestAccess(common, { requestAccess: false })).toBe(false);
    expect(canSubscribe(admin, category)).toBe(true);
    expect(canSubscribe(null, category)).toBe(false);
  });
});
