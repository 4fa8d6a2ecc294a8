import type { AccessRequestRow } from '../../../../../shared/api/requests-operations';
import '../../../components/data-table/data-table.css';
import '../requests.css';
import { RequestStatusBadge } from './request-status-badge';
import { scrollRegion } from '../../../components/data-table/scroll-region';

interface AccessRequestsTableProps {
  caption: string;
  rows: readonly AccessRequestRow[];
  /** The row being decided, whose buttons wait. */
  deciding?: string;
  onApprove: (row: AccessRequestRow) => void;
  onReject: (row: AccessRequestRow) => void;
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const formatTime = (iso?: string) => (iso ? dateTime.format(new Date(iso)) : '—');
export const rowId = (row: Pick<AccessRequestRow, 'email' | 'category'>) =>
  `${row.email}#${row.category}`;

/**
 * The category access requests of one state, in the server's order (newest first); Pending ones
 * are approved or rejected in one action each.
 */
export function AccessRequestsTable({
  caption,
  rows,
  deciding,
  onApprove,
  onReject,
}: AccessRequestsTableProps) {
  const decided = rows.some((row) => row.requestStatus !== 'Pending');
  return (
    <div className="sortable-table sortable-table--cards">
      <div className="table-scroll" {...scrollRegion(caption)}>
        <table className="data-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Category</th>
              <th scope="col">Status</th>
              <th scope="col">Requested</th>
              {decided ? (
                <>
                  <th scope="col">Decided</th>
                  <th scope="col">By</th>
                  <th scope="col">Reason</th>
                </>
              ) : (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const busy = deciding === rowId(row);
              return (
                <tr key={rowId(row)}>
                  <th scope="row">{row.email}</th>
                  <td data-label="Category">{row.category}</td>
                  <td data-label="Status">
                    <RequestStatusBadge status={row.requestStatus} />
                  </td>
                  <td data-label="Requested">{formatTime(row.requestedAt)}</td>
                  {decided ? (
                    <>
                      <td data-label="Decided">{formatTime(row.decidedAt)}</td>
                      <td data-label="By">{row.decidedBy ?? '—'}</td>
                      <td data-label="Reason">{row.reason ?? '—'}</td>
                    </>
                  ) : (
                    <td>
                      <div className="table-actions">
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`Approve ${row.email} for ${row.category}`}
                          disabled={busy}
                          onClick={() => onApprove(row)}
                        >
                          Approve
                        </button>
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          aria-label={`Reject ${row.email} for ${row.category}`}
                          disabled={busy}
                          onClick={() => onReject(row)}
                        >
                          Reject
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
