import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { useTourVisits } from '../../components/guided-tour/tour-visit';
import { SignOutFlowProvider } from '../../features/account/components/sign-out-flow-provider';
import { MaintenanceNotice } from '../../features/content/components/maintenance-notice';
import { useAuth } from '../../lib/auth/auth-context';
import { redirectFor } from '../route-hygiene';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The idle timer and its dialog: loaded only once someone is signed in. */
const IdleSessionGuard = lazy(() =>
  import('../../features/account/components/idle-session-guard').then((m) => ({
    default: m.IdleSessionGuard,
  })),
);

/**
 * The frame of every page: route hygiene, skip link, header, main landmark, footer; the sign-out
 * flow (feedback first) for the menus, the maintenance pop-up at load, and the idle timer while
 * signed in.
 */
export function RootLayout() {
  const { status } = useAuth();
  const location = useLocation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useTourVisits(location.pathname);

  // After a navigation, move focus to the new page so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  const target = redirectFor(location);
  if (target) return <Navigate to={target} replace />;

  return (
    <SignOutFlowProvider>
      <div className="app-shell">
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <SiteHeader />
        <main
          id="main-content"
          ref={mainRef}
          tabIndex={-1}
          className="app-main"
          aria-busy={navigation.state === 'loading'}
        >
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <MaintenanceNotice />
        {status === 'signedIn' ? (
          <Suspense fallback={null}>
            <IdleSessionGuard />
          </Suspense>
        ) : null}
      </div>
    </SignOutFlowProvider>
  );
}
