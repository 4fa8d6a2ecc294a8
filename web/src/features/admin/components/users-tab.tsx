import { useId, useState, type FormEvent } from 'react';
import type { AdminUser } from '../../../../../shared/api/admin-accounts-operations';
import { TablePager } from '../../../components/data-table/table-pager';
import { usePaging } from '../../../components/data-table/use-paging';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useUsers, type UserDecisionKind, type UsersQuery } from '../api/accounts-queries';
import { UsersTable, type UserSort } from './users-table';

interface UsersTabProps {
  /** The search to open with (an account's e-mail from a link). */
  initialSearch?: string;
  selfEmail?: string;
  onDecide: (kind: UserDecisionKind, user: AdminUser) => void;
  onOrganization: (organization: string) => void;
}

type StatusFilter = '' | 'active' | 'inactive';
type AccountFilter = '' | 'active' | 'locked' | 'admin';

/** Every account: search by e-mail, filter by status, sort, page through 10, 20 or 30. */
export function UsersTab({
  initialSearch = '',
  selfEmail,
  onDecide,
  onOrganization,
}: UsersTabProps) {
  const ids = { search: useId(), status: useId(), account: useId() };
  const [draft, setDraft] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [userStatus, setUserStatus] = useState<StatusFilter>('');
  const [accountStatus, setAccountStatus] = useState<AccountFilter>('');
  const paging = usePaging();
  const [sort, setSort] = useState<UserSort>({ column: 'email', direction: 'asc' });
  const query: UsersQuery = {
    limit: paging.pageSize,
    offset: paging.offset,
    order: sort.column === 'email' ? sort.direction : 'asc',
    ...(search ? { search } : {}),
    ...(userStatus ? { userStatus } : {}),
    ...(accountStatus ? { accountStatus } : {}),
  };
  const users = useUsers(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    paging.firstPage();
  };

  return (
    <>
      <form className="admin-filters" role="search" aria-label="Users" onSubmit={submit}>
        <div className="field">
          <label htmlFor={ids.search}>E-mail starts with</label>
          <input
            id={ids.search}
            className="input"
            type="search"
            value={draft}
            maxLength={254}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
        <div className="field">
          <label htmlFor={ids.status}>User status</label>
          <select
            id={ids.status}
            className="select"
            value={userStatus}
            onChange={(event) => {
              setUserStatus(event.target.value as StatusFilter);
              paging.firstPage();
            }}
          >
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.account}>Account status</label>
          <select
            id={ids.account}
            className="select"
            value={accountStatus}
            onChange={(event) => {
              setAccountStatus(event.target.value as AccountFilter);
              paging.firstPage();
            }}
          >
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="locked">Locked</option>
            <option value="admin">Admin</option>
          </select>
        </div>
      </form>
      {users.isPending ? (
        <LoadingState label="Loading users…" />
      ) : users.isError ? (
        <ErrorState message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
      ) : users.data.total === 0 ? (
        <EmptyState
          title="No users found"
          message={
            search || userStatus || accountStatus ? 'Try another search or filter.' : undefined
          }
        />
      ) : (
        <>
          <UsersTable
            caption="Users"
            users={users.data.items}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              if (next.column === 'email') paging.firstPage();
            }}
            selfEmail={selfEmail}
            onDecide={onDecide}
            onOrganization={onOrganization}
          />
          <TablePager
            label="Users"
            pageIndex={paging.pageIndex}
            pageSize={paging.pageSize}
            rowCount={users.data.total}
            onPageIndex={paging.setPageIndex}
            onPageSize={paging.setPageSize}
          />
        </>
      )}
    </>
  );
}
