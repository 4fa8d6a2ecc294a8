import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/loading-state';
import { useAuth } from '../../lib/auth/auth-context';

/** Protected routes (spec §2): without a session, go to /signIn. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingState label="Checking your session…" />;
  if (status === 'signedOut') {
    return <Navigate to="/signIn" replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
