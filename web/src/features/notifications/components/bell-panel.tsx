import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useMarkAllRead, useNotices } from '../api/notices-queries';
import { NoticeEntry } from './notice-entry';

/** How many of the newest notices the popover shows. */
export const bellPanelSize = 5;

interface BellPanelProps {
  id: string;
  onClose: () => void;
  /** The link to the full list. */
  children: ReactNode;
}

/** The bell's popover: the latest notices, Mark all read, and the way to the full list. */
export function BellPanel({ id, onClose, children }: BellPanelProps) {
  const notices = useNotices({ limit: bellPanelSize, offset: 0 });
  const markAll = useMarkAllRead();
  const titleId = `${id}-title`;

  return (
    <section id={id} className="notification-panel" aria-labelledby={titleId}>
      <div className="notification-panel__head">
        <h2 id={titleId}>Notifications</h2>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={markAll.isPending || !notices.data?.unread}
          onClick={() =>
            markAll.mutate(undefined, { onError: (error) => showError(errorMessage(error)) })
          }
        >
          Mark all read
        </button>
      </div>
      {notices.isPending ? (
        <p role="status">Loading notifications…</p>
      ) : notices.isError ? (
        <p role="alert">{errorMessage(notices.error)}</p>
      ) : notices.data.items.length === 0 ? (
        <p>You have no notifications.</p>
      ) : (
        <ul className="notice-list notice-list--compact">
          {notices.data.items.map((notice) => (
            <NoticeEntry
              key={notice.noticeId}
              notice={notice}
              compact
              level={3}
              onFollow={onClose}
            />
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
