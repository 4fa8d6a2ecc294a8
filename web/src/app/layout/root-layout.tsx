import { useEffect, useRef } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { redirectFor } from '../route-hygiene';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every page: route hygiene, skip link, header, main landmark, footer. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

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
    </div>
  );
}
