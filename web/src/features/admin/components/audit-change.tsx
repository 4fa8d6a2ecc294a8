import type { AuditEntryItem } from '../../../../../shared/api/admin-accounts-operations';

const show = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Each changed field as `field: before → after`. */
export function AuditChange({ entry }: { entry: AuditEntryItem }) {
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (fields.length === 0) return <span>—</span>;
  return (
    <ul className="audit-change">
      {fields.map((field) => (
        <li key={field}>
          <span className="audit-change__field">{field}:</span> {show(entry.before?.[field])}{' '}
          <span aria-label="changed to">→</span> {show(entry.after?.[field])}
        </li>
      ))}
    </ul>
  );
}
