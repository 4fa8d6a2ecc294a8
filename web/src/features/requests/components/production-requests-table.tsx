import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductionRequestRow } from '../../../../../shared/api/requests-production-operations';
import '../../../components/data-table/data-table.css';
import '../requests.css';
import { ProductionStatusBadge } from './production-status-badge';
import { scrollRegion } from '../../../components/data-table/scroll-region';

interface ProductionRequestsTableProps {
  caption: string;
  rows: readonly ProductionRequestRow[];
  /** Show who asked (the admin's list). */
  showRequester?: boolean;
  /** The row's buttons after View. */
  actions: (row: ProductionRequestRow) => ReactNode;
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const formatTime = (iso: string) => dateTime.format(new Date(iso));
export const detailPath = (uniqueId: string) =>
  `/microservicedetail?id=${encodeURIComponent(uniqueId)}`;

/** Production access requests in the server's order (newest first), each with its actions. */
export function ProductionRequestsTable({
  caption,
  rows,
  showRequester = false,
  actions,
}: ProductionRequestsTableProps) {
  return (
    <div className="sortable-table sortable-table--cards">
      <div className="table-scroll" {...scrollRegion(caption)}>
        <table className="data-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Application</th>
              {showRequester ? <th scope="col">Requester</th> : null}
              <th scope="col">Service</th>
              <th scope="col">Department · project</th>
              <th scope="col">Status</th>
              <th scope="col">Last change</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.uniqueId}>
                <th scope="row">{row.applicationName}</th>
                {showRequester ? <td data-label="Requester">{row.requester}</td> : null}
                <td data-label="Service">{row.service}</td>
                <td data-label="Department · project">
                  {row.department} · {row.project}
                </td>
                <td data-label="Status">
                  <ProductionStatusBadge status={row.status} />
                </td>
                <td data-label="Last change">{formatTime(row.updatedAt)}</td>
                <td>
                  <div className="table-actions">
                    <Link
                      className="button button--quiet button--small"
                      to={detailPath(row.uniqueId)}
                      aria-label={`View the request for ${row.applicationName} · ${row.service}`}
                    >
                      View
                    </Link>
                    {actions(row)}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
