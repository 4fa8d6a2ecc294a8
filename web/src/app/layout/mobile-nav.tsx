import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SessionUser } from '../../lib/auth/session-user';
import type { NavItem } from './nav-items';
import { SidePanel } from './side-panel';

interface MobileNavProps {
  items: NavItem[];
  user: SessionUser | null;
  showSignIn: boolean;
  onSignOut: () => void;
}

/** The menu button shown below 56rem (896px) and the side panel it opens. */
export function MobileNav({ items, user, showSignIn, onSignOut }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="button button--ghost menu-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="menu-button__label">Menu</span>
      </button>
      {/* In the body, not the header: the sticky header is a stacking context of its own, below
          the content banners pinned over the window's bottom, and the panel would be too. */}
      {open
        ? createPortal(
            <SidePanel
              id={panelId}
              items={items}
              user={user}
              showSignIn={showSignIn}
              onClose={() => setOpen(false)}
              onSignOut={onSignOut}
            />,
            document.body,
          )
        : null}
    </>
  );
}
