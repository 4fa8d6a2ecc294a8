import { useId, useState, type FormEvent } from 'react';
import { maxRangeDays, validateRange, type DateRange } from '../../analytics-range';

interface RangeFormProps {
  range: DateRange;
  onSubmit: (range: DateRange) => void;
}

/** The analytics date range: from and to (UTC days), at most 92 days, checked before it is asked. */
export function RangeForm({ range, onSubmit }: RangeFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Partial<Record<keyof DateRange, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRange(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };

  const field = (name: keyof DateRange, label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="date"
        className="input"
        value={draft[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : `${id}-hint`}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="usage-toolbar" aria-label="Date range" noValidate onSubmit={submit}>
      {field('from', 'From')}
      {field('to', 'To')}
      <button type="submit" className="button">
        Show
      </button>
      <p id={`${id}-hint`} className="field-hint">
        UTC days, up to {maxRangeDays} days.
      </p>
    </form>
  );
}
