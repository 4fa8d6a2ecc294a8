import { TablePager } from '../../../components/data-table/table-pager';
import { usePaging } from '../../../components/data-table/use-paging';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useMarkAllRead, useNotices } from '../api/notices-queries';
import { NoticeEntry } from '../components/notice-entry';
import '../../../components/data-table/data-table.css';
import '../notifications.css';
import { PageMeta } from '../../../components/page-meta';

/** /notifications: every notice of the signed-in user, newest first, paged. */
export function NotificationsPage() {
  const paging = usePaging();
  const notices = useNotices({ limit: paging.pageSize, offset: paging.offset });
  const markAll = useMarkAllRead();

  return (
    <div className="container page">
      <PageMeta
        title="Notifications · Marque"
        description="Notices about the services you use: new versions, maintenance and expiring APIs."
        noIndex
      />
      <header className="page-header">
        <h1>Notifications</h1>
        <p>Notices from the portal's admins and news of the services you subscribe to.</p>
      </header>
      {notices.isPending ? (
        <LoadingState label="Loading your notifications…" />
      ) : notices.isError ? (
        <ErrorState message={errorMessage(notices.error)} onRetry={() => void notices.refetch()} />
      ) : notices.data.total === 0 ? (
        <EmptyState
          title="No notifications yet"
          message="Notices from the admins and news of the services you subscribe to appear here."
        />
      ) : (
        <>
          <p>
            {notices.data.unread === 0 ? 'All read.' : `${notices.data.unread} unread.`}{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={markAll.isPending || notices.data.unread === 0}
              onClick={() =>
                markAll.mutate(undefined, { onError: (error) => showError(errorMessage(error)) })
              }
            >
              Mark all read
            </button>
          </p>
          <ul className="notice-list" aria-label="Notifications, newest first">
            {notices.data.items.map((notice) => (
              <NoticeEntry key={notice.noticeId} notice={notice} />
            ))}
          </ul>
          <TablePager
            label="Notifications"
            pageIndex={paging.pageIndex}
            pageSize={paging.pageSize}
            rowCount={notices.data.total}
            onPageIndex={paging.setPageIndex}
            onPageSize={paging.setPageSize}
          />
        </>
      )}
    </div>
  );
}
