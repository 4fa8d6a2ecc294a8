import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pageSizeOptions } from '../../../../../shared/api/requests-operations';
import type { ProductionRequestRow } from '../../../../../shared/api/requests-production-operations';
import { messages } from '../../../../../shared/messages';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { showError, showSuccess } from '../../../lib/notify';
import {
  useCancelProductionRequest,
  useMyProductionRequests,
  useResubmitAsIs,
} from '../api/production-request-calls';
import { CursorPager } from '../components/cursor-pager';
import { LockableAction } from '../components/lockable-action';
import { ProductionRequestsTable } from '../components/production-requests-table';
import { lockedReasons } from '../production/production-request-rules';
import { failureText } from '../production/failure-text';
import '../../../components/signed-in.css';
import '../requests.css';
import { PageMeta } from '../../../components/page-meta';

type Pending = { kind: 'cancel' | 'resubmit'; row: ProductionRequestRow };

export const newRequestPath = '/myRequest/new';

/** /myRequest: the user's production access requests, paged, with their actions (spec §2, §4). */
export function MyRequestPage() {
  const navigate = useNavigate();
  const [limit, setLimit] = useState<number>(pageSizeOptions[0]);
  const [cursors, setCursors] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<Pending>();
  const requests = useMyProductionRequests({ limit, cursor: cursors.at(-1) });
  const cancel = useCancelProductionRequest();
  const resubmit = useResubmitAsIs();
  const busy = cancel.isPending || resubmit.isPending;

  const confirm = ({ kind, row }: Pending) => {
    const done = {
      onSuccess: () => {
        setConfirming(undefined);
        showSuccess(
          `Request for ${row.applicationName} ${kind === 'cancel' ? 'cancelled' : 'resubmitted'}.`,
        );
      },
      onError: (error: unknown) => {
        setConfirming(undefined);
        showError(failureText(error, messages.requestFailed));
      },
    };
    if (kind === 'cancel') cancel.mutate(row.uniqueId, done);
    else resubmit.mutate(row.uniqueId, done);
  };

  const caption = 'Your production access requests';
  return (
    <div className="container page">
      <PageMeta
        title="My requests · Marque"
        description="Your production access requests and their status."
        noIndex
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My requests' }]} />
      <header className="page-header">
        <h1>My requests</h1>
        <p>
          Production access for your applications. Your category access requests are in{' '}
          <Link to="/userRequestAccess">Category access</Link>.
        </p>
        <Link className="button" to={newRequestPath}>
          Request production access
        </Link>
      </header>
      {requests.isPending ? (
        <LoadingState label="Loading your requests…" />
      ) : requests.isError ? (
        <ErrorState onRetry={() => void requests.refetch()} />
      ) : (
        <>
          {requests.data.items.length === 0 ? (
            <EmptyState
              title="No production requests yet"
              message="Once your application works in sandbox, ask for its production key."
            />
          ) : (
            <ProductionRequestsTable
              caption={caption}
              rows={requests.data.items}
              actions={(row) => {
                const locked = lockedReasons(row);
                const what = `the request for ${row.applicationName} · ${row.service}`;
                return (
                  <>
                    <LockableAction
                      label="Edit"
                      name={`Edit ${what}`}
                      locked={locked.change}
                      onClick={() =>
                        void navigate(`${newRequestPath}?id=${encodeURIComponent(row.uniqueId)}`)
                      }
                    />
                    <LockableAction
                      label="Resubmit"
                      name={`Resubmit ${what}`}
                      locked={locked.change}
                      busy={busy}
                      onClick={() => setConfirming({ kind: 'resubmit', row })}
                    />
                    <LockableAction
                      label="Cancel"
                      name={`Cancel ${what}`}
                      locked={locked.cancel}
                      busy={busy}
                      tone="danger"
                      onClick={() => setConfirming({ kind: 'cancel', row })}
                    />
                  </>
                );
              }}
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
              setCursors([]);
            }}
          />
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title={confirming.kind === 'cancel' ? 'Cancel request' : 'Resubmit request'}
          description={
            confirming.kind === 'cancel'
              ? `Cancel the production request for ${confirming.row.applicationName}? It cannot be reopened.`
              : `Send the production request for ${confirming.row.applicationName} again, unchanged?`
          }
          confirmLabel={confirming.kind === 'cancel' ? 'Cancel request' : 'Resubmit'}
          pending={busy}
          onConfirm={() => confirm(confirming)}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
    </div>
  );
}
