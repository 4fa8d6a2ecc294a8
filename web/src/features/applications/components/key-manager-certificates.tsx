import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ClientCertificateItem } from '../../../../../shared/api/applications-credentials-operations';
import { SortableTable } from '../../../components/data-table/sortable-table';
import type { SortedPagedColumn } from '../../../components/data-table/table-features';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { useCertificates } from '../api/certificate-calls';
import { applicationsPaths } from '../applications-paths';
import { formatDate } from '../format';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

function columnsFor(
  onRevoke: (certificate: ClientCertificateItem) => void,
): SortedPagedColumn<ClientCertificateItem>[] {
  const date = (value: string) => <span className="nowrap">{formatDate(value)}</span>;
  return [
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
    {
      accessorKey: 'certificateId',
      header: 'Certificate ID',
      sortFn: 'alphanumeric',
      cell: ({ row }) => <code>{row.original.certificateId}</code>,
    },
    {
      accessorKey: 'description',
      header: 'Description',
      sortFn: 'text',
      cell: ({ row }) => row.original.description || '—',
    },
    {
      accessorKey: 'createdAt',
      header: 'Created',
      sortFn: 'datetime',
      cell: ({ row }) => date(row.original.createdAt),
    },
    {
      accessorKey: 'expiresAt',
      header: 'Expires',
      sortFn: 'datetime',
      cell: ({ row }) => date(row.original.expiresAt),
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="button button--quiet button--small"
          aria-label={`Revoke certificate ${row.original.certificateId}`}
          onClick={() => onRevoke(row.original)}
        >
          Revoke
        </button>
      ),
    },
  ];
}

/** Every client certificate of the user's applications, with revoke. */
export function KeyManagerCertificates() {
  const certificates = useCertificates();
  const [revoking, setRevoking] = useState<ClientCertificateItem>();
  const columns = useMemo(() => columnsFor(setRevoking), []);
  if (certificates.isPending) return <LoadingState label="Loading your certificates…" />;
  if (certificates.isError) {
    return (
      <ErrorState
        message={errorMessage(certificates.error)}
        onRetry={() => void certificates.refetch()}
      />
    );
  }
  if (certificates.data.length === 0) {
    return (
      <EmptyState
        title="No client certificates yet"
        message="Client certificates are for an application’s calls to the prod stage. Generate one on the application’s page, under Client certificates."
      >
        <Link className="button" to={applicationsPaths.list}>
          My Applications
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <SortableTable
        caption="Client certificates"
        data={certificates.data}
        columns={columns}
        rowHeaderColumn="applicationName"
        getRowId={(certificate) => certificate.certificateId}
        initialSorting={[{ id: 'applicationName', desc: false }]}
        cardsOnPhones
      />
      {revoking ? (
        <RevokeCertificateDialog
          certificate={revoking}
          onClose={() => setRevoking(undefined)}
          onRevoked={() => setRevoking(undefined)}
        />
      ) : null}
    </>
  );
}
