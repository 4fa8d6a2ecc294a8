import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useUnreadCount } from '../api/notices-queries';
import { BellPanel } from './bell-panel';
import '../notifications.css';

/** "3 unread" for the button's name; the badge shows 99+ above 99. */
export function unreadLabel(count: number): string {
  return count === 0 ? 'no unread' : `${count} unread`;
}

/**
 * The signed-in header's bell: the unread count (polled every minute and on focus), opening a
 * popover of the latest notices with Mark all read and a link to the full list.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCount(true);
  const count = unread.data?.unread ?? 0;

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

  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Zm-2 16a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">Notifications, {unreadLabel(count)}</span>
        {count > 0 ? (
          <span className="notification-bell__count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <BellPanel id={panelId} onClose={() => setOpen(false)}>
          <Link
            className="notification-bell__all"
            to="/notifications"
            onClick={() => setOpen(false)}
          >
            See all notifications
          </Link>
        </BellPanel>
      ) : null}
    </div>
  );
}
