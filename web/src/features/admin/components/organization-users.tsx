import { organizationUsersDefaultLimit } from '../../../../../shared/api/admin-accounts-operations';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useOrganizationUsers, type UserDecisionKind } from '../api/accounts-queries';
import type { AdminUser } from '../../../../../shared/api/admin-accounts-operations';
import { UsersTable, type UserSort } from './users-table';

/** The most 'show all' lists at once (the server's page limit). */
const showAllLimit = 100;

interface OrganizationUsersProps {
  organization: string;
  selfEmail?: string;
  onDecide: (kind: UserDecisionKind, user: AdminUser) => void;
  onClose: () => void;
}

/** The users of one organization: 4 at first (spec §9), then all of them. */
export function OrganizationUsers({
  organization,
  selfEmail,
  onDecide,
  onClose,
}: OrganizationUsersProps) {
  const [limit, setLimit] = useState(organizationUsersDefaultLimit);
  const [sort, setSort] = useState<UserSort>({ column: 'email', direction: 'asc' });
  const users = useOrganizationUsers(organization, limit);
  const heading = `Users of ${organization}`;
  return (
    <section className="admin-panel" aria-label={heading}>
      <header className="admin-panel__head">
        <h2>{heading}</h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close
        </button>
      </header>
      {users.isPending ? (
        <LoadingState label="Loading the organization's users…" />
      ) : users.isError ? (
        <ErrorState message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState title="No users in this organization" />
      ) : (
        <>
          <UsersTable
            caption={`${heading} (${users.data.items.length} of ${users.data.total})`}
            users={users.data.items}
            sort={sort}
            onSort={setSort}
            selfEmail={selfEmail}
            onDecide={onDecide}
          />
          {users.data.total > users.data.items.length && limit < showAllLimit ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setLimit(showAllLimit)}
            >
              Show all {users.data.total}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
