import { useId, useRef } from 'react';
import { useSignOutFlow } from '../../features/account/sign-out-flow-context';
import { useFocusTrap } from '../../lib/use-focus-trap';
import type { SessionUser } from '../../lib/auth/session-user';
import { NavItemLink } from './nav-item-link';
import { signInItem, userMenuItems, type NavItem } from './nav-items';

interface SidePanelProps {
  id: string;
  items: NavItem[];
  user: SessionUser | null;
  showSignIn: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/** The small-screen menu: a modal side panel with the header's items; focus stays inside. */
export function SidePanel({ id, items, user, showSignIn, onClose, onSignOut }: SidePanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const requestSignOut = useSignOutFlow();
  useFocusTrap(panelRef, true, onClose);

  const link = (item: NavItem) => (
    <li key={item.to}>
      <NavItemLink item={item} onClick={onClose} />
    </li>
  );

  return (
    <>
      <div className="side-panel-backdrop" aria-hidden="true" />
      <div
        id={id}
        ref={panelRef}
        className="side-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="side-panel__head">
          <h2 id={titleId} className="side-panel__title">
            Menu
          </h2>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Close menu
          </button>
        </div>
        <nav aria-label="Main (panel)">
          <ul className="nav-list">
            {items.map(link)}
            {showSignIn ? link(signInItem) : null}
          </ul>
          {user ? (
            <>
              <p className="side-panel__section">Signed in as {user.email}</p>
              <ul className="nav-list">
                {userMenuItems(user).map(link)}
                <li>
                  <button
                    type="button"
                    className="nav-link nav-link--button"
                    onClick={() => {
                      onClose();
                      // Pending feedback is asked for first (spec §2).
                      requestSignOut(onSignOut);
                    }}
                  >
                    Sign Out
                  </button>
                </li>
              </ul>
            </>
          ) : null}
        </nav>
      </div>
    </>
  );
}
