import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { messages } from '../../../../../shared/messages';
import { useAuth } from '../../../lib/auth/auth-context';
import { isDirectoryReturn } from '../../../lib/auth/directory-return';
import type { SessionUser } from '../../../lib/auth/session-user';
import { showError } from '../../../lib/notify';

/**
 * Back from the corporate directory (`/signIn?code=`, spec §2): lets Amplify exchange the code,
 * then runs the sign-in checks (`finishChecks`, which send the user on). True while that flow
 * runs, for the page to keep the screen blocked; a failure is told in a toast and ends it, so the
 * sign-in form shows.
 */
export function useDirectoryReturn(finishChecks: (user: SessionUser) => Promise<boolean>) {
  const location = useLocation();
  const { completeDomainSignIn } = useAuth();
  const [running, setRunning] = useState(() => isDirectoryReturn(location));
  const started = useRef(false);

  useEffect(() => {
    if (!running || started.current) return;
    started.current = true;
    completeDomainSignIn()
      .then((user) => (user ? finishChecks(user) : false))
      .catch(() => false)
      .then((done) => {
        // Done: the checks are sending the user on; the page goes with the navigation.
        if (done) return;
        showError(messages.somethingWentWrong);
        setRunning(false);
      });
  }, [running, completeDomainSignIn, finishChecks]);

  return running;
}
