import type { NoticeItem } from '../../../../../shared/api/notifications-operations';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useMarkRead } from '../api/notices-queries';
import { NoticeLink } from './notice-link';
import { NoticeTime } from './notice-time';

interface NoticeEntryProps {
  notice: NoticeItem;
  /** The popover's short form: the message is cut to two lines. */
  compact?: boolean;
  /** The title's heading level: 2 on /notifications (under its h1), 3 in the bell's popover (under its h2). */
  level?: 2 | 3;
  onFollow?: () => void;
}

/** One notice: unread marked in words (not only by colour), its link, and Mark read. */
export function NoticeEntry({ notice, compact = false, level = 2, onFollow }: NoticeEntryProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  const markRead = useMarkRead();
  const markIt = () => {
    if (notice.read) return;
    markRead.mutate(notice.noticeId, { onError: (error) => showError(errorMessage(error)) });
  };
  return (
    <li
      className={`notice${notice.read ? '' : ' notice--unread'}${compact ? ' notice--compact' : ''}`}
    >
      <div className="notice__head">
        <Title className="notice__title">
          {notice.read ? null : <span className="notice__badge">Unread</span>}
          {notice.title}
        </Title>
        <NoticeTime iso={notice.createdAt} />
      </div>
      <p className="notice__message">{notice.message}</p>
      <div className="notice__actions">
        {notice.link ? (
          <NoticeLink
            link={notice.link}
            title={notice.title}
            onFollow={() => {
              markIt();
              onFollow?.();
            }}
          />
        ) : null}
        {notice.read ? null : (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={markRead.isPending}
            onClick={markIt}
          >
            Mark read<span className="visually-hidden">: {notice.title}</span>
          </button>
        )}
      </div>
    </li>
  );
}
