import { useId, useState, type FormEvent } from 'react';
import { listAuditEntriesQuerySchema } from '../../../../../shared/api/admin-accounts-operations';
import { FormAlert } from '../../../components/form-alert';

export interface AuditFilterValues {
  actor?: string;
  target?: string;
  from?: string;
  to?: string;
}

/** The audit log's filters: actor and target (prefixes) and a date range, checked on submit. */
export function AuditFilters({ onApply }: { onApply: (values: AuditFilterValues) => void }) {
  const ids = { actor: useId(), target: useId(), from: useId(), to: useId() };
  const [values, setValues] = useState<Record<keyof AuditFilterValues, string>>({
    actor: '',
    target: '',
    from: '',
    to: '',
  });
  const [problem, setProblem] = useState<string>();
  const filled = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value.trim() !== ''),
  ) as AuditFilterValues;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = listAuditEntriesQuerySchema.safeParse(filled);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    onApply(filled);
  };
  const field = (name: keyof AuditFilterValues, label: string, type: 'search' | 'date') => (
    <div className="field">
      <label htmlFor={ids[name]}>{label}</label>
      <input
        id={ids[name]}
        className="input"
        type={type}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </div>
  );
  return (
    <form className="admin-filters" role="search" aria-label="Audit log" onSubmit={submit}>
      {field('actor', 'Actor (e-mail starts with)', 'search')}
      {field('target', 'Target starts with', 'search')}
      {field('from', 'From', 'date')}
      {field('to', 'To', 'date')}
      <button type="submit" className="button">
        Apply
      </button>
      <FormAlert message={problem} />
    </form>
  );
}
