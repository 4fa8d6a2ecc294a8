import { Fragment, useState, type ReactNode } from 'react';
import type { AdminService } from '../../../../../../shared/api/admin-catalogue-operations';
import '../../../../components/data-table/data-table.css';
import type { ServiceSort, ServiceSortColumn } from './service-list';
import { scrollRegion } from '../../../../components/data-table/scroll-region';

const sortLabels = { asc: 'ascending', desc: 'descending' } as const;
const columns: { id: ServiceSortColumn; label: string }[] = [
  { id: 'apiName', label: 'Service' },
  { id: 'category', label: 'Category' },
];

interface ServicesTableProps {
  services: readonly AdminService[];
  sort: ServiceSort;
  onSort: (sort: ServiceSort) => void;
  onPublish: (service: AdminService) => void;
  onUpload: (service: AdminService) => void;
  /** The expanded row's content: the service's versions and APIs. */
  renderApis: (service: AdminService) => ReactNode;
}

const rowKey = (service: AdminService) => `${service.category}/${service.service}`;

/** The page's services: published flag, versions, actions; a row opens to show its APIs. */
export function ServicesTable({
  services,
  sort,
  onSort,
  onPublish,
  onUpload,
  renderApis,
}: ServicesTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggleOpen = (key: string) => {
    const next = new Set(open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setOpen(next);
  };
  const toggleSort = (column: ServiceSortColumn) =>
    onSort({
      column,
      direction: sort.column === column && sort.direction === 'asc' ? 'desc' : 'asc',
    });

  return (
    <div className="table-scroll" {...scrollRegion('Services')}>
      <table className="data-table admin-table">
        <caption>Services</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort.column === column.id ? sort.direction : undefined;
              return (
                <th key={column.id} scope="col" aria-sort={sorted ? sortLabels[sorted] : undefined}>
                  <button
                    type="button"
                    className="sort-button"
                    onClick={() => toggleSort(column.id)}
                  >
                    {column.label}
                    <span className="sort-button__mark" aria-hidden="true">
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col">Versions</th>
            <th scope="col">Published</th>
            <th scope="col">APIs</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {services.map((service) => {
            const key = rowKey(service);
            const expanded = open.has(key);
            const detailId = `service-apis-${service.category}-${service.service}`.replace(
              /[^A-Za-z0-9_-]/g,
              '-',
            );
            return (
              <Fragment key={key}>
                <tr>
                  <th scope="row">
                    {service.apiName}
                    <br />
                    <code className="field-hint">{service.service}</code>
                  </th>
                  <td>{service.category}</td>
                  <td>{service.versions.join(', ') || '—'}</td>
                  <td>
                    <span
                      className={`admin-badge admin-badge--${service.published ? 'active' : 'inactive'}`}
                    >
                      {service.published ? 'Published' : 'Unpublished'}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailId : undefined}
                      aria-label={`${expanded ? 'Hide' : 'Show'} the APIs of ${service.apiName}`}
                      onClick={() => toggleOpen(key)}
                    >
                      {expanded ? 'Hide' : 'Show'} {service.apis.length}
                    </button>
                  </td>
                  <td>
                    <div className="admin-actions">
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        aria-label={`${service.published ? 'Unpublish' : 'Publish'} ${service.apiName}`}
                        onClick={() => onPublish(service)}
                      >
                        {service.published ? 'Unpublish' : 'Publish'}
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`Upload a definition for ${service.apiName}`}
                        onClick={() => onUpload(service)}
                      >
                        Upload definition
                      </button>
                    </div>
                  </td>
                </tr>
                {expanded ? (
                  <tr id={detailId}>
                    <td colSpan={6}>{renderApis(service)}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
