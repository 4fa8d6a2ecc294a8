import { useState } from 'react';
import { TablePager } from '../../../components/data-table/table-pager';
import { usePaging } from '../../../components/data-table/use-paging';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useAllApplications } from '../api/insights-queries';
import { AllAppsFilters, type AllAppsFilterValues } from '../components/all-apps-filters';
import { AllAppsTable } from '../components/all-apps-table';
import { PageMeta } from '../../../components/page-meta';

/** /admin/allApps: every application with its owner, subscriptions and masked keys. */
export function AllAppsPage() {
  const [filters, setFilters] = useState<AllAppsFilterValues>({});
  const paging = usePaging();
  const apps = useAllApplications({ ...filters, limit: paging.pageSize, offset: paging.offset });

  return (
    <div className="container page">
      <PageMeta
        title="All applications · Admin · Marque"
        description="Every application with its subscriptions and masked keys."
        noIndex
      />
      <header className="page-header">
        <h1>All applications</h1>
        <p>Every partner application, its owner, its subscriptions and their keys (masked).</p>
      </header>
      <AllAppsFilters
        onApply={(values) => {
          setFilters(values);
          paging.firstPage();
        }}
      />
      {apps.isPending ? (
        <LoadingState label="Loading the applications…" />
      ) : apps.isError ? (
        <ErrorState message={errorMessage(apps.error)} onRetry={() => void apps.refetch()} />
      ) : apps.data.total === 0 ? (
        <EmptyState
          title="No applications found"
          message={
            filters.owner || filters.name
              ? 'No application matches these filters.'
              : 'No partner has created an application yet.'
          }
        />
      ) : (
        <>
          <AllAppsTable caption="Applications, newest first" applications={apps.data.items} />
          <TablePager
            label="Applications"
            pageIndex={paging.pageIndex}
            pageSize={paging.pageSize}
            rowCount={apps.data.total}
            onPageIndex={paging.setPageIndex}
            onPageSize={paging.setPageSize}
          />
        </>
      )}
    </div>
  );
}
