import { Link } from 'react-router-dom';
import { MethodPill } from '../../../components/method-pill';
import { StatusBadge } from '../../../components/status-badge';
import type { ApiResourceSummary } from '../api/get-service-detail';
import { catalogueLinks } from '../../../lib/catalogue-links';
import { ApiPath } from './api-path';
import { scrollRegion } from '../../../components/data-table/scroll-region';

interface ApiTableProps {
  apis: readonly ApiResourceSummary[];
  version: string;
}

/** The APIs of one service version: name, method, status badge, description, View. */
export function ApiTable({ apis, version }: ApiTableProps) {
  return (
    <div className="table-scroll" {...scrollRegion(`APIs in version ${version}`)}>
      <table className="data-table api-table">
        <caption>APIs in version {version}</caption>
        <thead>
          <tr>
            <th scope="col" className="api-table__api">
              API
            </th>
            <th scope="col">Method</th>
            <th scope="col">Status</th>
            <th scope="col">Description</th>
            <th scope="col">
              <span className="visually-hidden">Documentation</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {apis.map((api) => (
            <tr key={`${api.method} ${api.name}`}>
              <th scope="row" className="api-table__api">
                <span className="api-table__name">{api.displayName || api.name}</span>
                <ApiPath className="api-table__path" path={api.path} />
              </th>
              <td className="api-table__method">
                <MethodPill method={api.method} />
              </td>
              <td className="api-table__status">
                <StatusBadge status={api.apiStatus} />
              </td>
              <td className="api-table__description">{api.description}</td>
              <td className="api-table__action">
                <Link
                  className="button button--secondary button--small"
                  to={catalogueLinks.apiDetail(api.name)}
                  aria-label={`View ${api.displayName || api.name}`}
                >
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
