import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignOutFlow } from '../../features/account/sign-out-flow-context';
import type { SessionUser } from '../../lib/auth/session-user';
import { userMenuItems } from './nav-items';

interface UserMenuProps {
  user: SessionUser;
  onSignOut: () => void;
  /**
   * The e-mail only in the button's name and tooltip: beside the header's search box there is no
   * room for both, and a long address squeezed the box to a blank sliver.
   */
  compact?: boolean;
}

/**
 * The signed-in user's menu: a disclosure button showing the e-mail, opening the account links.
 * Sign Out goes through the sign-out flow (feedback dialog when feedback is pending).
 */
export function UserMenu({ user, onSignOut, compact = false }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const requestSignOut = useSignOutFlow();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        title={compact ? user.email : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__initial" aria-hidden="true">
          {(user.email.charAt(0) || '?').toUpperCase()}
        </span>
        <span className="visually-hidden">Account menu for </span>
        <span className={compact ? 'visually-hidden' : 'user-menu__email'}>{user.email}</span>
      </button>
      {open ? (
        <ul id={listId} className="user-menu__list">
          {userMenuItems(user).map((item) => (
            <li key={item.to}>
              <Link className="menu-item" to={item.to} onClick={close}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="menu-item"
              onClick={() => {
                close();
                // Pending feedback is asked for first (spec §2).
                requestSignOut(onSignOut);
              }}
            >
              Sign Out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
