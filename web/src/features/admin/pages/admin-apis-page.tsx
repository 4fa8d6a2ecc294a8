import { useMemo, useState } from 'react';
import { TablePager } from '../../../components/data-table/table-pager';
import { usePaging } from '../../../components/data-table/use-paging';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useAdminCatalogue } from '../api/apis-queries';
import { ApisFilters } from '../components/apis/apis-filters';
import { ServiceApis } from '../components/apis/service-apis';
import {
  noFilters,
  serviceRows,
  type ServiceFilters,
  type ServiceSort,
} from '../components/apis/service-list';
import { ServicesTable } from '../components/apis/services-table';
import { useApisActions } from '../components/apis/use-apis-actions';
import '../components/apis/admin-apis.css';
import { PageMeta } from '../../../components/page-meta';

/** /admin/apis: publish services, set API statuses, upload and download OpenAPI definitions. */
export function AdminApisPage() {
  const catalogue = useAdminCatalogue();
  const [filters, setFilters] = useState<ServiceFilters>(noFilters);
  const [sort, setSort] = useState<ServiceSort>({ column: 'apiName', direction: 'asc' });
  const paging = usePaging();
  const actions = useApisActions();
  const categories = catalogue.data?.categories;
  const rows = useMemo(
    () => serviceRows(categories ?? [], filters, sort),
    [categories, filters, sort],
  );
  const shown = rows.slice(paging.offset, paging.offset + paging.pageSize);

  return (
    <div className="container page">
      <PageMeta
        title="APIs · Admin · Marque"
        description="Publish services, set API status and upload OpenAPI definitions."
        noIndex
      />
      <header className="page-header">
        <h1>APIs</h1>
        <p>
          Publish and unpublish services, set each API&apos;s status, upload OpenAPI definitions as
          new versions or over existing ones.
        </p>
      </header>
      {catalogue.isPending ? (
        <LoadingState label="Loading the services…" />
      ) : catalogue.isError ? (
        <ErrorState
          message={errorMessage(catalogue.error)}
          onRetry={() => void catalogue.refetch()}
        />
      ) : (
        <>
          <ApisFilters
            categories={catalogue.data.categories.map((category) => category.name)}
            value={filters}
            onChange={(next) => {
              setFilters(next);
              paging.firstPage();
            }}
          />
          {rows.length === 0 ? (
            <EmptyState
              title="No services found"
              message={
                isUnfiltered(filters)
                  ? 'The catalogue has no services yet.'
                  : 'No service matches these filters.'
              }
            />
          ) : (
            <>
              <ServicesTable
                services={shown}
                sort={sort}
                onSort={setSort}
                onPublish={actions.askPublish}
                onUpload={actions.askUpload}
                renderApis={(service) => (
                  <ServiceApis
                    service={service}
                    busyApi={actions.busyApi}
                    onStatus={(api, status) => actions.askStatus(service, api, status)}
                    onDownload={(version) => void actions.download(service, version)}
                  />
                )}
              />
              <TablePager
                label="Services"
                pageIndex={paging.pageIndex}
                pageSize={paging.pageSize}
                rowCount={rows.length}
                onPageIndex={paging.setPageIndex}
                onPageSize={paging.setPageSize}
              />
            </>
          )}
        </>
      )}
      {actions.dialog}
    </div>
  );
}

const isUnfiltered = (filters: ServiceFilters) =>
  filters.category === '' && filters.search.trim() === '' && filters.published === 'all';
