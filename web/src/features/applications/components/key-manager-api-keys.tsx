import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SubscriptionItem } from '../../../../../shared/api/applications-operations';
import { SortableTable } from '../../../components/data-table/sortable-table';
import type { SortedPagedColumn } from '../../../components/data-table/table-features';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useKeyManagerApiKeys } from '../api/certificate-calls';
import { SubscriptionKey } from './subscription-key';
import { applicationsPaths } from '../applications-paths';
import { formatDate, formatDateTime } from '../format';

const columns: SortedPagedColumn<SubscriptionItem>[] = [
  {
    accessorKey: 'applicationName',
    header: 'Application',
    sortFn: 'alphanumeric',
    cell: ({ row }) => (
      <Link className="app-link" to={applicationsPaths.details(row.original.applicationId)}>
        {row.original.applicationName}
      </Link>
    ),
  },
  { accessorKey: 'apiName', header: 'Service', sortFn: 'alphanumeric' },
  { accessorKey: 'stage', header: 'Stage', sortFn: 'text' },
  { accessorKey: 'tier', header: 'Plan', sortFn: 'text' },
  {
    id: 'key',
    header: 'API key',
    enableSorting: false,
    cell: ({ row }) => {
      const key = row.original;
      return (
        <div className="key-cell">
          <SubscriptionKey
            // A rotated key is another key: forget the revealed value of the old one.
            key={key.apiKeyId}
            subscription={key}
            label={`${key.applicationName} ${key.apiName} ${key.stage} key`}
          />
          {key.previousKeyExpiresAt ? (
            <p className="key-cell__overlap">
              Previous key works until{' '}
              <time dateTime={key.previousKeyExpiresAt}>
                {formatDateTime(key.previousKeyExpiresAt)}
              </time>
            </p>
          ) : null}
        </div>
      );
    },
  },
  {
    accessorKey: 'createdAt',
    header: 'Created',
    sortFn: 'datetime',
    cell: ({ row }) => <span className="nowrap">{formatDate(row.original.createdAt)}</span>,
  },
];

function groupByCategory(keys: readonly SubscriptionItem[]): [string, SubscriptionItem[]][] {
  const groups = new Map<string, SubscriptionItem[]>();
  for (const key of keys) groups.set(key.category, [...(groups.get(key.category) ?? []), key]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Every API key of the user's applications, a sortable table per API category. */
export function KeyManagerApiKeys() {
  const idPrefix = useId();
  const keys = useKeyManagerApiKeys();
  if (keys.isPending) return <LoadingState label="Loading your API keys…" />;
  if (keys.isError) {
    return <ErrorState message={errorMessage(keys.error)} onRetry={() => void keys.refetch()} />;
  }
  if (keys.data.length === 0) {
    return (
      <EmptyState
        title="No API keys yet"
        message="Each subscription of an application to a service has its API key. Subscribe one of your applications to a service to get one."
      >
        <Link className="button" to={applicationsPaths.list}>
          My Applications
        </Link>
      </EmptyState>
    );
  }
  return groupByCategory(keys.data).map(([category, items], index) => {
    const headingId = `${idPrefix}-${index}`;
    return (
      <section key={category} className="key-group" aria-labelledby={headingId}>
        <h2 id={headingId}>{category}</h2>
        <SortableTable
          caption={`${category} API keys`}
          data={items}
          columns={columns}
          rowHeaderColumn="applicationName"
          getRowId={(key) => `${key.applicationId}.${key.id}`}
          initialSorting={[{ id: 'applicationName', desc: false }]}
          cardsOnPhones
        />
      </section>
    );
  });
}
