import { useLocation } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { DomainSignInOverlay } from '../features/auth/components/domain-sign-in-overlay';
import { isDirectoryReturn } from '../lib/auth/directory-return';

/**
 * What the first load shows while the router fetches the page's code. Back from the corporate
 * directory (`/signIn?code=`) that is already the blocking overlay (spec §2: the screen is blocked
 * until done), so no header link can be used to leave, and abandon, the sign-in before the sign-in
 * page takes over.
 */
export function RouterFallback() {
  return isDirectoryReturn(useLocation()) ? <DomainSignInOverlay /> : <LoadingState />;
}
