import { useMemo } from 'react';
import type { AdminUser } from '../../../../../shared/api/admin-accounts-operations';
import type { UserDecisionKind } from '../api/accounts-queries';
import { UserBadges } from './account-badges';
import { UserActions } from './user-actions';
import '../../../components/data-table/data-table.css';
import { scrollRegion } from '../../../components/data-table/scroll-region';

export type UserSortColumn = 'email' | 'name' | 'organization' | 'status';
export interface UserSort {
  column: UserSortColumn;
  direction: 'asc' | 'desc';
}

const sortLabels = { asc: 'ascending', desc: 'descending' } as const;
const columns: { id: UserSortColumn; label: string }[] = [
  { id: 'email', label: 'E-mail' },
  { id: 'name', label: 'Name' },
  { id: 'organization', label: 'Organization' },
  { id: 'status', label: 'Status' },
];

const sortValue: Record<Exclude<UserSortColumn, 'email'>, (user: AdminUser) => string> = {
  name: (user) => `${user.firstName} ${user.lastName}`.toLowerCase(),
  organization: (user) => user.organization.toLowerCase(),
  status: (user) => `${user.userStatus} ${user.accountStatus}`,
};

interface UsersTableProps {
  caption: string;
  users: readonly AdminUser[];
  /** E-mail order comes from the server (across pages); the others sort the page shown. */
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  selfEmail?: string;
  onDecide: (kind: UserDecisionKind, user: AdminUser) => void;
  onOrganization?: (organization: string) => void;
}

/** Accounts with their statuses and the decisions an admin can take on each. */
export function UsersTable({
  caption,
  users,
  sort,
  onSort,
  selfEmail,
  onDecide,
  onOrganization,
}: UsersTableProps) {
  const rows = useMemo(() => {
    if (sort.column === 'email') return users;
    const value = sortValue[sort.column];
    const sorted = [...users].sort((a, b) => value(a).localeCompare(value(b)));
    return sort.direction === 'asc' ? sorted : sorted.reverse();
  }, [users, sort]);
  const toggle = (column: UserSortColumn) =>
    onSort({
      column,
      direction: sort.column === column && sort.direction === 'asc' ? 'desc' : 'asc',
    });

  return (
    <div className="table-scroll" {...scrollRegion(caption)}>
      <table className="data-table admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort.column === column.id ? sort.direction : undefined;
              return (
                <th key={column.id} scope="col" aria-sort={sorted ? sortLabels[sorted] : undefined}>
                  <button type="button" className="sort-button" onClick={() => toggle(column.id)}>
                    {column.label}
                    <span className="sort-button__mark" aria-hidden="true">
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col">Production</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((user) => (
            <tr key={user.userEmailId}>
              <th scope="row">{user.userEmailId}</th>
              <td>
                {user.firstName} {user.lastName}
              </td>
              <td>
                {onOrganization ? (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Users of ${user.organization}`}
                    onClick={() => onOrganization(user.organization)}
                  >
                    {user.organization}
                  </button>
                ) : (
                  user.organization
                )}
              </td>
              <td>
                <UserBadges user={user} />
              </td>
              <td>{user.productionStatus ?? '—'}</td>
              <td>
                <UserActions user={user} selfEmail={selfEmail} onDecide={onDecide} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
