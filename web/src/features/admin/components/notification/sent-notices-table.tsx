import { TablePager } from '../../../../components/data-table/table-pager';
import { usePaging } from '../../../../components/data-table/use-paging';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { LoadingState } from '../../../../components/loading-state';
import { errorMessage } from '../../../../lib/error-message';
import type { SentNotice } from '../../../../../../shared/api/notifications-operations';
import { useSentNotices } from '../../api/notification-queries';
import { scrollRegion } from '../../../../components/data-table/scroll-region';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });

function audienceOf(notice: SentNotice): string {
  if (notice.audience === 'all') return 'All users';
  return `Subscribers of ${notice.service ?? '?'}${notice.category ? ` (${notice.category})` : ''}`;
}

const kindLabels: Record<SentNotice['kind'], string> = {
  admin: 'Admin notice',
  newVersion: 'New version (automatic)',
  apiStatus: 'API status (automatic)',
  registration: 'New registration (automatic)',
};

/** The notices sent, newest first: by admins and the automatic ones on service changes. */
export function SentNoticesTable() {
  const paging = usePaging();
  const sent = useSentNotices({ limit: paging.pageSize, offset: paging.offset });

  if (sent.isPending) return <LoadingState label="Loading the sent notices…" />;
  if (sent.isError) {
    return <ErrorState message={errorMessage(sent.error)} onRetry={() => void sent.refetch()} />;
  }
  if (sent.data.total === 0) {
    return <EmptyState title="No notices sent yet" message="Notices you send are listed here." />;
  }
  return (
    <>
      <div className="table-scroll" {...scrollRegion('Sent notices')}>
        <table className="data-table admin-table">
          <caption>Sent notices, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Title</th>
              <th scope="col">Audience</th>
              <th scope="col">Recipients</th>
              <th scope="col">E-mailed</th>
              <th scope="col">Sent by</th>
            </tr>
          </thead>
          <tbody>
            {sent.data.items.map((notice) => (
              <tr key={notice.noticeId}>
                <th scope="row">
                  <time dateTime={notice.at}>{when(notice.at)}</time>
                </th>
                <td>
                  {notice.title}
                  <br />
                  <small>{kindLabels[notice.kind]}</small>
                </td>
                <td>{audienceOf(notice)}</td>
                <td>{notice.recipients}</td>
                <td>{notice.emailed ? 'Yes' : 'No'}</td>
                <td>{notice.actor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TablePager
        label="Sent notices"
        pageIndex={paging.pageIndex}
        pageSize={paging.pageSize}
        rowCount={sent.data.total}
        onPageIndex={paging.setPageIndex}
        onPageSize={paging.setPageSize}
      />
    </>
  );
}
