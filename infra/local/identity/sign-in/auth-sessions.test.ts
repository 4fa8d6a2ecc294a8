import { describe, expect, it } from 'vitest';
import { AuthSessions, sessionValidityMs } from './auth-sessions';

const init = {
  flow: 'USER_SRP_AUTH' as const,
  clientId: 'client',
  userPoolId: 'local_pool',
  username: 'user-1',
  pending: 'PASSWORD_VERIFIER' as const,
  history: [],
  clientMetadata: undefined,
};

describe('AuthSessions', () => {
  it('gives each sign-in an opaque id and hands its state back once', () => {
    const sessions = new AuthSessions();
    const one = sessions.open(init);
    const two = sessions.open(init);
    expect(one.id).not.toBe(two.id);
    expect(one.id.length).toBeGreaterThan(40);

    expect(sessions.take(one.id)).toMatchObject({
      username: 'user-1',
      pending: 'PASSWORD_VERIFIER',
    });
    expect(sessions.take(one.id)).toBeUndefined();
    expect(sessions.take(two.id)).toBeDefined();
    expect(sessions.take(undefined)).toBeUndefined();
  });

  it("forgets a session after Cognito's 3 minutes", () => {
    let now = 1_000_000;
    const sessions = new AuthSessions(() => now);
    const fresh = sessions.open(init);
    const stale = sessions.open(init);

    now += sessionValidityMs - 1;
    expect(sessions.take(fresh.id)).toBeDefined();
    now += 1;
    expect(sessions.take(stale.id)).toBeUndefined();
  });
});
