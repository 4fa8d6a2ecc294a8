import { vi } from 'vitest';
import type { SessionUser } from '../lib/auth/session-user';

export type AuthModule = typeof import('../lib/auth/auth');

/** The Amplify helpers as vi.fn()s: signed out, every sign-in step to be given by the test. */
export function fakeAuthModule(overrides: Partial<AuthModule> = {}) {
  const module = {
    readSessionUser: vi.fn(async (): Promise<SessionUser | null> => null),
    signInWithPassword: vi.fn<AuthModule['signInWithPassword']>(),
    confirmSignInCode: vi.fn<AuthModule['confirmSignInCode']>(),
    takeOverOtherSession: vi.fn<AuthModule['takeOverOtherSession']>(),
    declineTakeover: vi.fn<AuthModule['declineTakeover']>(),
    startDomainSignIn: vi.fn(async () => undefined),
    completeDomainSignIn: vi.fn(async (): Promise<SessionUser | null> => null),
    getIdToken: vi.fn(async (): Promise<string | undefined> => 'id-token'),
    getAccessToken: vi.fn(async () => 'access-token'),
    idTokenExpiresAt: vi.fn(async (): Promise<number | undefined> => undefined),
    refreshTokens: vi.fn(async (): Promise<number | undefined> => undefined),
    endSession: vi.fn(async () => undefined),
    endLocalSession: vi.fn(async () => undefined),
    ...overrides,
  };
  return module;
}
export type FakeAuthModule = ReturnType<typeof fakeAuthModule>;
