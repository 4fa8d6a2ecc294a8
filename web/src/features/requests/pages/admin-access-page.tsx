import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  accessRequestStates,
  pageSizeOptions,
  type AccessRequestRow,
  type AccessRequestState,
} from '../../../../../shared/api/requests-operations';
import { isCategoryName } from '../../../../../shared/categories';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useAccessRequests, useDecideAccessRequest } from '../api/access-request-calls';
import { AccessRequestsTable, rowId } from '../components/access-requests-table';
import { AdminProductionRequests } from '../components/admin-production-requests';
import { CursorPager } from '../components/cursor-pager';
import { RejectRequestDialog } from '../components/reject-request-dialog';
import '../requests.css';
import { PageMeta } from '../../../components/page-meta';

/** /admin/access: category access requests by state, decided in one action each (spec §4). */
export function AdminAccessPage() {
  const statusId = useId();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'production' ? 'production' : 'category';
  const [status, setStatus] = useState<AccessRequestState>('Pending');
  const [limit, setLimit] = useState<number>(pageSizeOptions[0]);
  // The cursors of the pages before the current one (the first page has none).
  const [cursors, setCursors] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<AccessRequestRow>();
  const [announcement, setAnnouncement] = useState('');
  const cursor = cursors.at(-1);
  const requests = useAccessRequests({ status, limit, cursor });
  const decide = useDecideAccessRequest();
  const deciding = decide.isPending && decide.variables ? rowId(decide.variables) : undefined;

  const restart = () => setCursors([]);
  const run = (row: AccessRequestRow, decision: 'approve' | 'reject', reason?: string) => {
    // The server lists only the catalogue's categories.
    if (!isCategoryName(row.category)) return;
    decide.mutate(
      { email: row.email, category: row.category, decision, reason },
      {
        onSuccess: () => {
          const text = `${row.email}'s request for ${row.category} ${
            decision === 'approve' ? 'approved' : 'rejected'
          }.`;
          setRejecting(undefined);
          setAnnouncement(text);
          showSuccess(text);
        },
        onError: (error) => {
          setRejecting(undefined);
          showError(errorMessage(error));
        },
      },
    );
  };

  const caption = `${status} category access requests`;
  return (
    <div className="container page">
      <PageMeta
        title="Access requests · Admin · Marque"
        description="Approve or reject category and production access requests."
        noIndex
      />
      <header className="page-header">
        <h1>Access requests</h1>
        <p>Users ask for the categories that need approval; each decision is e-mailed to them.</p>
      </header>
      <div className="request-tabs" role="tablist" aria-label="Kinds of request">
        {(['category', 'production'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            id={`${statusId}-${kind}-tab`}
            aria-controls={`${statusId}-${kind}`}
            aria-selected={tab === kind}
            onClick={() => setSearch(kind === 'production' ? { tab: kind } : {})}
          >
            {kind === 'category' ? 'Category' : 'Production'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${statusId}-${tab}`} aria-labelledby={`${statusId}-${tab}-tab`}>
        {tab === 'production' ? (
          <AdminProductionRequests />
        ) : (
          <>
            <div className="access-filters">
              <div className="field">
                <label htmlFor={statusId}>Status</label>
                <select
                  id={statusId}
                  className="select"
                  value={status}
                  onChange={(event) => {
                    setStatus(event.target.value as AccessRequestState);
                    restart();
                  }}
                >
                  {accessRequestStates.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <p className="visually-hidden" aria-live="polite">
              {announcement}
            </p>
            {requests.isPending ? (
              <LoadingState label="Loading the access requests…" />
            ) : requests.isError ? (
              <ErrorState onRetry={() => void requests.refetch()} />
            ) : (
              <>
                {requests.data.items.length === 0 ? (
                  <EmptyState
                    title={`No ${status.toLowerCase()} requests`}
                    message={
                      status === 'Pending'
                        ? 'Every request has been decided.'
                        : 'There are none yet.'
                    }
                  />
                ) : (
                  <AccessRequestsTable
                    caption={caption}
                    rows={requests.data.items}
                    deciding={deciding}
                    onApprove={(row) => run(row, 'approve')}
                    onReject={setRejecting}
                  />
                )}
                <CursorPager
                  label={caption}
                  pageIndex={cursors.length}
                  pageSize={limit}
                  shown={requests.data.items.length}
                  hasNext={Boolean(requests.data.nextCursor)}
                  onPrevious={() => setCursors((previous) => previous.slice(0, -1))}
                  onNext={() => {
                    const next = requests.data.nextCursor;
                    if (next) setCursors((previous) => [...previous, next]);
                  }}
                  onPageSize={(size) => {
                    setLimit(size);
                    restart();
                  }}
                />
              </>
            )}
            {rejecting ? (
              <RejectRequestDialog
                request={rejecting}
                pending={decide.isPending}
                onReject={(reason) => run(rejecting, 'reject', reason)}
                onCancel={() => setRejecting(undefined)}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
