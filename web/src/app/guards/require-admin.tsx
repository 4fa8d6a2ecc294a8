import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/loading-state';
import { useAuth } from '../../lib/auth/auth-context';
import { isAdmin } from '../../lib/policies';

/** The admin area: no session → /signIn; signed in without the admin group → /noAccess. */
export function RequireAdmin() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingState label="Checking your session…" />;
  if (status === 'signedOut') {
    return <Navigate to="/signIn" replace state={{ from: location.pathname }} />;
  }
  if (!isAdmin(user)) return <Navigate to="/noAccess" replace />;
  return <Outlet />;
}
