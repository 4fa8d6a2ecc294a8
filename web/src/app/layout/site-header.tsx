import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { HeaderSearch } from '../../components/header-search/header-search';
import { ThemeSwitch } from '../../components/theme/theme-switch';
import { useAuth } from '../../lib/auth/auth-context';
import { showError } from '../../lib/notify';
import { BrandLink } from './brand-link';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
import { mainNavItems } from './nav-items';

// Signed-in users only: visitors never load the bell, its queries nor the notices contract.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

export function SiteHeader() {
  const { status, user, signOut } = useAuth();
  const navigate = useNavigate();
  // Spec §2: the header search box is the home page's.
  const onHome = ['/', '/home'].includes(useLocation().pathname);
  const queryClient = useQueryClient();
  const items = mainNavItems(status);
  const showSignIn = status === 'signedOut';
  const signedInUser = status === 'signedIn' ? user : null;

  const handleSignOut = () => {
    signOut()
      .catch(() => showError(messages.somethingWentWrong))
      .finally(() => {
        queryClient.clear();
        void navigate('/');
      });
  };

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <BrandLink />
        {onHome && <HeaderSearch />}
        <MainNav
          items={items}
          user={signedInUser}
          showSignIn={showSignIn}
          onSignOut={handleSignOut}
          compactUser={onHome}
        />
        {signedInUser ? (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        ) : null}
        <ThemeSwitch />
        <MobileNav
          items={items}
          user={signedInUser}
          showSignIn={showSignIn}
          onSignOut={handleSignOut}
        />
      </div>
    </header>
  );
}
