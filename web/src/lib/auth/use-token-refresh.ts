import { useEffect, useEffectEvent } from 'react';
import type { SessionUser } from './session-user';
import { refreshDelayMs } from './token-refresh';

type AuthModule = typeof import('./auth');

interface TokenRefreshOptions {
  user: SessionUser | null;
  loadAuth: () => Promise<AuthModule>;
  /** After each refresh (the session's activity report). */
  onRefreshed: () => void;
  /** The refresh failed: the session is over. */
  onLost: () => void;
}

/**
 * While signed in, refreshes the tokens shortly before the ID token expires (spec §4), so a tab
 * that sits open keeps a valid token.
 */
export function useTokenRefresh({ user, loadAuth, onRefreshed, onLost }: TokenRefreshOptions) {
  const refreshed = useEffectEvent(onRefreshed);
  const lost = useEffectEvent(onLost);

  useEffect(() => {
    if (!user) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (expiresAt: number | undefined) => {
      if (!active) return;
      if (expiresAt === undefined) {
        lost();
        return;
      }
      timer = setTimeout(() => {
        void loadAuth()
          .then((auth) => auth.refreshTokens())
          .then(
            (next) => {
              if (active && next !== undefined) refreshed();
              schedule(next);
            },
            () => schedule(undefined),
          );
      }, refreshDelayMs(expiresAt));
    };
    void loadAuth()
      .then((auth) => auth.idTokenExpiresAt())
      .then(
        (expiresAt) => {
          // No expiry to read (e.g. a test double): nothing to schedule.
          if (active && expiresAt !== undefined) schedule(expiresAt);
        },
        () => undefined,
      );
    return () => {
      active = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [user, loadAuth]);
}
