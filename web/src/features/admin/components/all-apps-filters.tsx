import { useId, useState, type FormEvent } from 'react';
import { listAllApplicationsQuerySchema } from '../../../../../shared/api/admin-insights-operations';
import { FormAlert } from '../../../components/form-alert';

export interface AllAppsFilterValues {
  owner?: string;
  name?: string;
}

/** All applications' filters: the owner's e-mail prefix and part of the name. */
export function AllAppsFilters({ onApply }: { onApply: (values: AllAppsFilterValues) => void }) {
  const ids = { owner: useId(), name: useId() };
  const [values, setValues] = useState({ owner: '', name: '' });
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value.trim() !== ''),
    ) as AllAppsFilterValues;
    const checked = listAllApplicationsQuerySchema.safeParse(filled);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    onApply(filled);
  };
  const field = (name: keyof AllAppsFilterValues, label: string) => (
    <div className="field">
      <label htmlFor={ids[name]}>{label}</label>
      <input
        id={ids[name]}
        className="input"
        type="search"
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </div>
  );
  return (
    <form className="admin-filters" role="search" aria-label="All applications" onSubmit={submit}>
      {field('owner', 'Owner (e-mail starts with)')}
      {field('name', 'Application name contains')}
      <button type="submit" className="button">
        Apply
      </button>
      <FormAlert message={problem} />
    </form>
  );
}
