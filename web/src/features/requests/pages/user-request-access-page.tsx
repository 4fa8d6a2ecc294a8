import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryAccess } from '../../../../../shared/api/account-operations';
import { isCategoryName } from '../../../../../shared/categories';
import { Breadcrumb } from '../../../components/breadcrumb';
import { SortableTable } from '../../../components/data-table/sortable-table';
import type { SortedPagedColumn } from '../../../components/data-table/table-features';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useCategoryAccess } from '../../../lib/access/use-category-access';
import { useRequestCategoryAccess } from '../../../lib/access/use-request-category-access';
import { useAuth } from '../../../lib/auth/auth-context';
import { catalogueLinks } from '../../../lib/catalogue-links';
import { RequestStatusBadge } from '../components/request-status-badge';
import '../../../components/signed-in.css';
import { PageMeta } from '../../../components/page-meta';

type AccessRecord = CategoryAccess['items'][number];

const statusHelp: Record<AccessRecord['requestStatus'], string> = {
  Pending: 'Waiting for an administrator',
  Approved: 'You can try out and subscribe to its services',
  Rejected: 'Not approved; you may ask again',
};

function columnsFor(
  requestAgain: (category: string) => void,
  sending: string | undefined,
): SortedPagedColumn<AccessRecord>[] {
  return [
    { accessorKey: 'category', header: 'Category', sortFn: 'alphanumeric' },
    {
      accessorKey: 'requestStatus',
      header: 'Status',
      sortFn: 'text',
      cell: ({ row }) => <RequestStatusBadge status={row.original.requestStatus} />,
    },
    {
      id: 'meaning',
      header: 'What it means',
      enableSorting: false,
      cell: ({ row }) => statusHelp[row.original.requestStatus],
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.requestStatus === 'Rejected' ? (
          <button
            type="button"
            className="button button--small"
            aria-label={`Request access to ${row.original.category} again`}
            disabled={sending === row.original.category}
            onClick={() => requestAgain(row.original.category)}
          >
            Request again
          </button>
        ) : null,
    },
  ];
}

/** /userRequestAccess: the user's category access records and their states (spec §2, §3). */
export function UserRequestAccessPage() {
  const { user } = useAuth();
  const access = useCategoryAccess(user);
  const { mutate, isPending, variables } = useRequestCategoryAccess(user);
  const sending = isPending ? variables : undefined;
  const columns = useMemo(
    () =>
      columnsFor((category) => {
        if (isCategoryName(category)) mutate(category);
      }, sending),
    [mutate, sending],
  );

  return (
    <div className="container page">
      <PageMeta
        title="Category access · Marque"
        description="Ask for access to an API category."
        noIndex
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Category access' }]} />
      <header className="page-header">
        <h1>Category access</h1>
        <p>
          Some API categories need an administrator&apos;s approval before you can try out or
          subscribe to their services. Ask for one on its card in{' '}
          <Link to={catalogueLinks.categories}>API products</Link>.
        </p>
      </header>
      {access.isPending ? (
        <LoadingState label="Loading your access requests…" />
      ) : access.isError ? (
        <ErrorState onRetry={() => void access.refetch()} />
      ) : access.data.length === 0 ? (
        <EmptyState
          title="No access requests yet"
          message="You have not asked for access to any category."
        >
          <Link className="button" to={catalogueLinks.categories}>
            Browse API products
          </Link>
        </EmptyState>
      ) : (
        <SortableTable
          caption="Your category access requests"
          data={access.data}
          columns={columns}
          rowHeaderColumn="category"
          getRowId={(record) => record.category}
          initialSorting={[{ id: 'category', desc: false }]}
          cardsOnPhones
        />
      )}
    </div>
  );
}
