import { vi } from 'vitest';
import type { AuthContextValue, AuthStatus } from '../lib/auth/auth-context';
import type { SessionUser } from '../lib/auth/session-user';

export const developer: SessionUser = {
  email: 'dev@partner.example',
  groups: ['common-user'],
  isAdmin: false,
  isStaff: false,
};

export const adminUser: SessionUser = {
  email: 'admin@marque.example',
  groups: ['admin'],
  isAdmin: true,
  isStaff: false,
};

/** An auth context value for tests: signed out unless a user is given. */
export function fakeAuth(
  user: SessionUser | null = null,
  overrides: Partial<AuthContextValue> = {},
): AuthContextValue {
  const status: AuthStatus = user ? 'signedIn' : 'signedOut';
  return {
    status,
    user,
    signIn: vi.fn(async () => {
      throw new Error('signIn not expected in this test');
    }),
    confirmCode: vi.fn(async () => {
      throw new Error('confirmCode not expected in this test');
    }),
    takeOverSession: vi.fn(async () => {
      throw new Error('takeOverSession not expected in this test');
    }),
    declineTakeover: vi.fn(async () => {
      throw new Error('declineTakeover not expected in this test');
    }),
    signInWithDomain: vi.fn(async () => undefined),
    completeDomainSignIn: vi.fn(async () => null),
    getAccessToken: vi.fn(async () => (user ? 'access-token' : undefined)),
    refreshSession: vi.fn(async () => undefined),
    reportActivity: vi.fn(),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  };
}
