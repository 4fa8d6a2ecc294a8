import { useId, useState, type FormEvent } from 'react';
import { TablePager } from '../../../components/data-table/table-pager';
import { usePaging } from '../../../components/data-table/use-paging';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useOrganizations } from '../api/accounts-queries';
import '../../../components/data-table/data-table.css';
import { scrollRegion } from '../../../components/data-table/scroll-region';

/** The partner organizations (name, code), searched and paged; each opens its users. */
export function OrganizationsTab({ onOrganization }: { onOrganization: (name: string) => void }) {
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const organizations = useOrganizations({
    limit: paging.pageSize,
    offset: paging.offset,
    ...(search ? { search } : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    paging.firstPage();
  };
  return (
    <>
      <form className="admin-filters" role="search" aria-label="Organizations" onSubmit={submit}>
        <div className="field">
          <label htmlFor={searchId}>Name starts with</label>
          <input
            id={searchId}
            className="input"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {organizations.isPending ? (
        <LoadingState label="Loading organizations…" />
      ) : organizations.isError ? (
        <ErrorState
          message={errorMessage(organizations.error)}
          onRetry={() => void organizations.refetch()}
        />
      ) : organizations.data.total === 0 ? (
        <EmptyState title="No organizations found" />
      ) : (
        <>
          <div className="table-scroll" {...scrollRegion('Organizations')}>
            <table className="data-table admin-table">
              <caption>Organizations</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Code</th>
                  <th scope="col">Users</th>
                </tr>
              </thead>
              <tbody>
                {organizations.data.items.map((organization) => (
                  <tr key={organization.code}>
                    <th scope="row">{organization.name}</th>
                    <td>{organization.code}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={`Users of ${organization.name}`}
                        onClick={() => onOrganization(organization.name)}
                      >
                        Users
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <TablePager
            label="Organizations"
            pageIndex={paging.pageIndex}
            pageSize={paging.pageSize}
            rowCount={organizations.data.total}
            onPageIndex={paging.setPageIndex}
            onPageSize={paging.setPageSize}
          />
        </>
      )}
    </>
  );
}
