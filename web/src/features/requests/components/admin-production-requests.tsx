import { useId, useState } from 'react';
import { pageSizeOptions } from '../../../../../shared/api/requests-operations';
import {
  productionRequestStates,
  type ProductionDecision,
  type ProductionRequestRow,
  type ProductionRequestState,
} from '../../../../../shared/api/requests-production-operations';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import {
  useAdminProductionRequests,
  useDecideProductionRequest,
} from '../api/production-request-calls';
import { CursorPager } from './cursor-pager';
import { DecideProductionDialog } from './decide-production-dialog';
import { ProductionRequestsTable } from './production-requests-table';

const stateLabels: Record<ProductionRequestState, string> = {
  Pending: 'Pending',
  reSubmit: 'Resubmitted',
  InProgress: 'In progress',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
};
const openStates: readonly ProductionRequestState[] = ['Pending', 'reSubmit', 'InProgress'];
const doneText: Record<ProductionDecision, string> = {
  approve: 'approved',
  reject: 'rejected',
  inProgress: 'marked in progress',
};

type Deciding = { row: ProductionRequestRow; decision: ProductionDecision };

/** The admin's production requests: by state, paged; view, mark in progress, approve, reject. */
export function AdminProductionRequests() {
  const statusId = useId();
  const [status, setStatus] = useState<ProductionRequestState>('Pending');
  const [limit, setLimit] = useState<number>(pageSizeOptions[0]);
  const [cursors, setCursors] = useState<string[]>([]);
  const [deciding, setDeciding] = useState<Deciding>();
  const [announcement, setAnnouncement] = useState('');
  const requests = useAdminProductionRequests({ status, limit, cursor: cursors.at(-1) });
  const decide = useDecideProductionRequest();

  const run = ({ row, decision }: Deciding, reason: string) =>
    decide.mutate(
      { uniqueId: row.uniqueId, decision, reason: reason || undefined },
      {
        onSuccess: () => {
          const text = `${row.requester}'s production request for ${row.applicationName} ${doneText[decision]}.`;
          setDeciding(undefined);
          setAnnouncement(text);
          showSuccess(text);
        },
        onError: (error) => {
          setDeciding(undefined);
          showError(errorMessage(error));
        },
      },
    );

  const caption = `${stateLabels[status]} production requests`;
  return (
    <>
      <div className="access-filters">
        <div className="field">
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            className="select"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ProductionRequestState);
              setCursors([]);
            }}
          >
            {productionRequestStates.map((state) => (
              <option key={state} value={state}>
                {stateLabels[state]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {requests.isPending ? (
        <LoadingState label="Loading the production requests…" />
      ) : requests.isError ? (
        <ErrorState onRetry={() => void requests.refetch()} />
      ) : (
        <>
          {requests.data.items.length === 0 ? (
            <EmptyState
              title={`No ${stateLabels[status].toLowerCase()} production requests`}
              message="There are none in this state."
            />
          ) : (
            <ProductionRequestsTable
              caption={caption}
              rows={requests.data.items}
              showRequester
              actions={(row) =>
                openStates.includes(row.status) ? (
                  <>
                    {row.status !== 'InProgress' ? (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={`Mark ${row.requester}'s request for ${row.applicationName} in progress`}
                        onClick={() => setDeciding({ row, decision: 'inProgress' })}
                      >
                        In progress
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Approve ${row.requester}'s request for ${row.applicationName}`}
                      onClick={() => setDeciding({ row, decision: 'approve' })}
                    >
                      Approve
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Reject ${row.requester}'s request for ${row.applicationName}`}
                      onClick={() => setDeciding({ row, decision: 'reject' })}
                    >
                      Reject
                    </button>
                  </>
                ) : null
              }
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
      {deciding ? (
        <DecideProductionDialog
          request={deciding.row}
          decision={deciding.decision}
          pending={decide.isPending}
          onDecide={(reason) => run(deciding, reason)}
          onCancel={() => setDeciding(undefined)}
        />
      ) : null}
    </>
  );
}
