import type { SessionUser } from '../../lib/auth/session-user';
import { NavItemLink } from './nav-item-link';
import { signInItem, type NavItem } from './nav-items';
import { UserMenu } from './user-menu';

interface MainNavProps {
  items: NavItem[];
  user: SessionUser | null;
  showSignIn: boolean;
  onSignOut: () => void;
  /** The header also carries the search box: the user menu shows the initial only. */
  compactUser?: boolean;
}

/** The desktop menu (hidden below 56rem (896px), where the side panel takes over). */
export function MainNav({ items, user, showSignIn, onSignOut, compactUser }: MainNavProps) {
  return (
    <nav className="main-nav" aria-label="Main">
      <ul className="nav-list">
        {items.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} />
          </li>
        ))}
        {showSignIn ? (
          <li>
            <NavItemLink item={signInItem} className="nav-link nav-link--cta" />
          </li>
        ) : null}
        {user ? (
          <li>
            <UserMenu user={user} onSignOut={onSignOut} compact={compactUser} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
