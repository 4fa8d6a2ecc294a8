import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { useAuth } from '../../lib/auth/auth-context';
import { showError } from '../../lib/notify';
import { BrandLink } from './brand-link';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
import { mainNavItems } from './nav-items';

export function SiteHeader() {
  const { status, user, signOut } = useAuth();
  const navigate = useNavigate();
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
        <MainNav
          items={items}
          user={signedInUser}
          showSignIn={showSignIn}
          onSignOut={handleSignOut}
        />
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
