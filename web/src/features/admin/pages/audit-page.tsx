import { useState } from 'react';
import { TablePager } from '../../../components/data-table/table-pager';
import { usePaging } from '../../../components/data-table/use-paging';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useAuditEntries } from '../api/audit-queries';
import { AuditChange } from '../components/audit-change';
import { AuditFilters, type AuditFilterValues } from '../components/audit-filters';
import '../../../components/data-table/data-table.css';
import { PageMeta } from '../../../components/page-meta';
import { scrollRegion } from '../../../components/data-table/scroll-region';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  });

/** /admin/audit: every admin decision, newest first, by actor, target and date. */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const paging = usePaging();
  const entries = useAuditEntries({ ...filters, limit: paging.pageSize, offset: paging.offset });

  return (
    <div className="container page">
      <PageMeta
        title="Audit log · Admin · Marque"
        description="Every admin decision in the portal, newest first."
        noIndex
      />
      <header className="page-header">
        <h1>Audit log</h1>
        <p>Every admin decision: who made it, when, and what it changed.</p>
      </header>
      <AuditFilters
        onApply={(values) => {
          setFilters(values);
          paging.firstPage();
        }}
      />
      {entries.isPending ? (
        <LoadingState label="Loading the audit log…" />
      ) : entries.isError ? (
        <ErrorState message={errorMessage(entries.error)} onRetry={() => void entries.refetch()} />
      ) : entries.data.total === 0 ? (
        <EmptyState
          title="No decisions found"
          message={`Nothing recorded from ${entries.data.from} to ${entries.data.to} for these filters.`}
        />
      ) : (
        <>
          <div className="table-scroll" {...scrollRegion('Audit log entries')}>
            <table className="data-table admin-table">
              <caption>
                Decisions from {entries.data.from} to {entries.data.to} (UTC), newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Actor</th>
                  <th scope="col">Action</th>
                  <th scope="col">Target</th>
                  <th scope="col">Before → after</th>
                </tr>
              </thead>
              <tbody>
                {entries.data.items.map((entry) => (
                  <tr key={entry.entryId}>
                    <th scope="row">
                      <time dateTime={entry.at}>{when(entry.at)}</time>
                    </th>
                    <td>{entry.actor}</td>
                    <td>{entry.action}</td>
                    <td>{entry.target}</td>
                    <td>
                      <AuditChange entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <TablePager
            label="Audit log"
            pageIndex={paging.pageIndex}
            pageSize={paging.pageSize}
            rowCount={entries.data.total}
            onPageIndex={paging.setPageIndex}
            onPageSize={paging.setPageSize}
          />
        </>
      )}
    </div>
  );
}
