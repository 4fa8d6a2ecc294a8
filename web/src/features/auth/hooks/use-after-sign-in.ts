import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { passwordExpiryState } from '../../../../../shared/identity-rules';
import { useAuth } from '../../../lib/auth/auth-context';
import { getConfig } from '../../../lib/config';
import type { SessionUser } from '../../../lib/auth/session-user';
import { fetchSignInStatus } from '../api/sign-in-status';

/** What /changePassword is told about why it was opened. */
export type ChangePasswordReason = { reason: 'expired' } | { reason: 'expiring'; daysLeft: number };

/** Home, and for a first sign-in the flag that starts the home guided tour. */
interface Destination {
  to: string;
  state?: { startTour: true };
}

export interface ExpiryWarning {
  daysLeft: number;
  destination: Destination;
}

/**
 * After the tokens (spec §4): the sign-in check (getSignInStatus), then the password-expiry rule
 * (days <= 0 forces /changePassword; within the warning threshold a dialog offers it), then home
 * (with `startTour` on a first sign-in; finishing or closing that tour ends the first sign-in on the
 * server, see completeTour). Directory users keep their password in the directory, so no expiry
 * applies to them, and a missing portal record does not stop them.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const [warning, setWarning] = useState<ExpiryWarning | null>(null);

  const go = useCallback(
    (destination: Destination) =>
      void navigate(destination.to, { replace: true, state: destination.state }),
    [navigate],
  );

  /** Runs the checks; false when they could not run (the session is then ended). */
  const finish = useCallback(
    async (user: SessionUser): Promise<boolean> => {
      let status;
      try {
        status = await fetchSignInStatus();
      } catch {
        if (user.isStaff) {
          go({ to: '/' });
          return true;
        }
        // Without the expiry check the sign-in is not complete: end it (session record included).
        await signOut().catch(() => undefined);
        return false;
      }
      const destination: Destination = status.newuser
        ? { to: '/', state: { startTour: true } }
        : { to: '/' };
      const days = status.passwordExpiresInDays;
      const warningDays = getConfig().passwordWarningDays;
      const expiry = user.isStaff ? 'ok' : passwordExpiryState(days, warningDays);
      if (expiry === 'expired') {
        const state: ChangePasswordReason = { reason: 'expired' };
        void navigate('/changePassword', { replace: true, state });
      } else if (expiry === 'warning') {
        setWarning({ daysLeft: days, destination });
      } else {
        go(destination);
      }
      return true;
    },
    [go, navigate, signOut],
  );

  const changeNow = useCallback(() => {
    if (!warning) return;
    const state: ChangePasswordReason = { reason: 'expiring', daysLeft: warning.daysLeft };
    setWarning(null);
    void navigate('/changePassword', { replace: true, state });
  }, [navigate, warning]);

  const skip = useCallback(() => {
    if (!warning) return;
    setWarning(null);
    go(warning.destination);
  }, [go, warning]);

  return { finish, warning, changeNow, skip };
}
