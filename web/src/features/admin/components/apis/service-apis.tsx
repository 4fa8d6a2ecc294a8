import { useId } from 'react';
import type { AdminService } from '../../../../../../shared/api/admin-catalogue-operations';
import {
  apiStatuses,
  apiStatusBadge,
  isApiStatus,
  type ApiStatus,
} from '../../../../../../shared/api-status';
import { MethodPill } from '../../../../components/method-pill';

type AdminApi = AdminService['apis'][number];

interface ServiceApisProps {
  service: AdminService;
  /** The API (operationId) whose status change is running: its select waits. */
  busyApi?: string;
  onStatus: (api: AdminApi, status: ApiStatus) => void;
  onDownload: (version: string) => void;
}

/** One service's versions (downloads of uploaded ones) and its APIs with a status select each. */
export function ServiceApis({ service, busyApi, onStatus, onDownload }: ServiceApisProps) {
  return (
    <div className="admin-apis__detail">
      <ul className="admin-apis__versions" aria-label={`Versions of ${service.apiName}`}>
        {service.versions.map((version) => (
          <li key={version}>
            <strong>{version}</strong>
            {service.undeployedVersions.includes(version) ? (
              <span className="admin-badge"> not on the gateway yet</span>
            ) : null}
            {service.uploadedVersions.includes(version) ? (
              <button
                type="button"
                className="link-button"
                aria-label={`Download the ${version} definition of ${service.apiName}`}
                onClick={() => onDownload(version)}
              >
                Download definition
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {service.apis.length === 0 ? (
        <p className="field-hint">This service has no APIs.</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">APIs of {service.apiName}</caption>
          <thead>
            <tr>
              <th scope="col">API</th>
              <th scope="col">Version</th>
              <th scope="col">Method</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {service.apis.map((api) => (
              <tr key={`${api.version} ${api.name}`}>
                <th scope="row">
                  {api.displayName || api.name}
                  <br />
                  <code className="field-hint">{api.path}</code>
                </th>
                <td>{api.version}</td>
                <td>
                  <MethodPill method={api.method} />
                </td>
                <td>
                  <StatusSelect api={api} busy={busyApi === api.name} onStatus={onStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function StatusSelect({
  api,
  busy,
  onStatus,
}: {
  api: AdminApi;
  busy: boolean;
  onStatus: (api: AdminApi, status: ApiStatus) => void;
}) {
  const id = useId();
  const current = apiStatusBadge(api.apiStatus).key;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Status of {api.displayName || api.name} {api.version}
      </label>
      <select
        id={id}
        className="select"
        value={current}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (isApiStatus(next) && next !== current) onStatus(api, next);
        }}
      >
        {isApiStatus(current) ? null : <option value={current}>{api.apiStatus}</option>}
        {apiStatuses.map((status) => (
          <option key={status} value={status}>
            {apiStatusBadge(status).title}
          </option>
        ))}
      </select>
    </>
  );
}
