import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationItem } from '../../../../../shared/api/applications-operations';
import { SortableTable } from '../../../components/data-table/sortable-table';
import type { SortedPagedColumn } from '../../../components/data-table/table-features';
import { applicationsPaths } from '../applications-paths';
import { formatDate } from '../format';

interface ApplicationsTableProps {
  applications: readonly ApplicationItem[];
  onDelete: (application: ApplicationItem) => void;
}

function columnsFor(
  onDelete: (application: ApplicationItem) => void,
): SortedPagedColumn<ApplicationItem>[] {
  return [
    {
      accessorKey: 'applicationName',
      header: 'Name',
      sortFn: 'alphanumeric',
      cell: ({ row }) => (
        <Link
          className="app-link"
          to={applicationsPaths.details(row.original.applicationId)}
          aria-label={`${row.original.applicationName}: open details`}
        >
          {row.original.applicationName}
        </Link>
      ),
    },
    {
      accessorKey: 'applicationDescription',
      header: 'Description',
      sortFn: 'text',
      cell: ({ row }) => row.original.applicationDescription || '—',
    },
    { accessorKey: 'subscriptionCount', header: 'Subscriptions', sortFn: 'basic' },
    {
      accessorKey: 'createdAt',
      header: 'Created',
      sortFn: 'datetime',
      cell: ({ row }) => <span className="nowrap">{formatDate(row.original.createdAt)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="button button--quiet button--small"
          aria-label={`Delete ${row.original.applicationName}`}
          onClick={() => onDelete(row.original)}
        >
          Delete
        </button>
      ),
    },
  ];
}

/** The user's applications: sortable by every column, 10/20/30 a page, newest first. */
export function ApplicationsTable({ applications, onDelete }: ApplicationsTableProps) {
  const columns = useMemo(() => columnsFor(onDelete), [onDelete]);
  return (
    <SortableTable
      caption="Your applications"
      data={applications}
      columns={columns}
      rowHeaderColumn="applicationName"
      getRowId={(application) => application.applicationId}
      initialSorting={[{ id: 'createdAt', desc: true }]}
      cardsOnPhones
    />
  );
}
