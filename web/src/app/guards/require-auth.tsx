import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/loading-state';
import { useAuth } from '../../lib/auth/auth-context';
import type { SessionUser } from '../../lib/auth/session-user';

interface RequireAuthProps {
  /** A policy of `lib/policies` the user must also pass (admin, staff), else /noAccess. */
  allow?: (user: SessionUser | null) => boolean;
}

/** Protected routes (spec §2): without a session, go to /signIn; without the role, /noAccess. */
export function RequireAuth({ allow }: RequireAuthProps) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingState label="Checking your session…" />;
  if (status === 'signedOut') {
    return <Navigate to="/signIn" replace state={{ from: location.pathname }} />;
  }
  if (allow && !allow(user)) return <Navigate to="/noAccess" replace />;
  return <Outlet />;
}
