import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/loading-state';
import { useAuth } from '../../lib/auth/auth-context';
import { isStaffOrAdmin } from '../../lib/policies';

/** Staff and admin pages (/analytics): no session → /signIn; anyone else → /noAccess. */
export function RequireStaff() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingState label="Checking your session…" />;
  if (status === 'signedOut') {
    return <Navigate to="/signIn" replace state={{ from: location.pathname }} />;
  }
  if (!isStaffOrAdmin(user)) return <Navigate to="/noAccess" replace />;
  return <Outlet />;
}
