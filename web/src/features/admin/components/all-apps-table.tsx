import { Fragment, useMemo, useState } from 'react';
import type { AdminApplication } from '../../../../../shared/api/admin-insights-operations';
import '../../../components/data-table/data-table.css';
import { scrollRegion } from '../../../components/data-table/scroll-region';

export type AppSortColumn = 'createdAt' | 'applicationName' | 'owner';
export interface AppSort {
  column: AppSortColumn;
  direction: 'asc' | 'desc';
}

const sortLabels = { asc: 'ascending', desc: 'descending' } as const;
const columns: { id: AppSortColumn; label: string }[] = [
  { id: 'applicationName', label: 'Application' },
  { id: 'owner', label: 'Owner' },
  { id: 'createdAt', label: 'Created' },
];

const created = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** The page's applications, sorted on the page (the server sends them newest first). */
export function AllAppsTable({
  caption,
  applications,
}: {
  caption: string;
  applications: readonly AdminApplication[];
}) {
  const [sort, setSort] = useState<AppSort>({ column: 'createdAt', direction: 'desc' });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => {
    const value = (app: AdminApplication) => app[sort.column].toLowerCase();
    const sorted = [...applications].sort((a, b) => value(a).localeCompare(value(b)));
    return sort.direction === 'asc' ? sorted : sorted.reverse();
  }, [applications, sort]);
  const toggleSort = (column: AppSortColumn) =>
    setSort({
      column,
      direction: sort.column === column && sort.direction === 'asc' ? 'desc' : 'asc',
    });
  const toggleOpen = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };

  return (
    <div className="table-scroll" {...scrollRegion(caption)}>
      <table className="data-table admin-table">
        <caption>{caption}</caption>
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
            <th scope="col">Organization</th>
            <th scope="col">Subscriptions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((app) => {
            const expanded = open.has(app.applicationId);
            const detailId = `subscriptions-${app.applicationId}`;
            return (
              <Fragment key={app.applicationId}>
                <tr>
                  <th scope="row">{app.applicationName}</th>
                  <td>{app.owner}</td>
                  <td>
                    <time dateTime={app.createdAt}>{created(app.createdAt)}</time>
                  </td>
                  <td>{app.organization || '—'}</td>
                  <td>
                    {app.subscriptions.length === 0 ? (
                      'None'
                    ) : (
                      <button
                        type="button"
                        className="link-button"
                        aria-expanded={expanded}
                        aria-controls={detailId}
                        aria-label={`${expanded ? 'Hide' : 'Show'} the ${app.subscriptions.length} subscriptions of ${app.applicationName}`}
                        onClick={() => toggleOpen(app.applicationId)}
                      >
                        {expanded ? 'Hide' : 'Show'} {app.subscriptions.length}
                      </button>
                    )}
                  </td>
                </tr>
                {expanded ? (
                  <tr id={detailId}>
                    <td colSpan={5}>
                      <table className="data-table">
                        <caption className="visually-hidden">
                          Subscriptions of {app.applicationName}
                        </caption>
                        <thead>
                          <tr>
                            <th scope="col">Service</th>
                            <th scope="col">Stage</th>
                            <th scope="col">Plan</th>
                            <th scope="col">Key</th>
                          </tr>
                        </thead>
                        <tbody>
                          {app.subscriptions.map((s) => (
                            <tr key={`${s.service}.${s.stage}`}>
                              <th scope="row">{s.apiName}</th>
                              <td>{s.stage}</td>
                              <td>{s.tier}</td>
                              <td>
                                <code>{s.maskedKey}</code>
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </td>
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
