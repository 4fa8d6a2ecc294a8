import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  insightsMaxDays,
  insightsRangeSchema,
} from '../../../../../../shared/api/admin-insights-operations';
import { FormAlert } from '../../../../components/form-alert';
import type { DateRange } from '../../lib/insights-range';

interface RangeFilterProps {
  label: string;
  range: DateRange;
  onApply: (range: DateRange) => void;
  /** More fields of the same form (e.g. the grouping). */
  children?: ReactNode;
}

/** From and To (UTC days, at most 90), checked with the server's own schema before asking. */
export function RangeFilter({ label, range, onApply, children }: RangeFilterProps) {
  const ids = { from: useId(), to: useId(), hint: useId() };
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = insightsRangeSchema.safeParse(draft);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    onApply(draft);
  };
  const field = (name: keyof DateRange, text: string) => (
    <div className="field">
      <label htmlFor={ids[name]}>{text}</label>
      <input
        id={ids[name]}
        className="input"
        type="date"
        value={draft[name]}
        aria-describedby={ids.hint}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </div>
  );
  return (
    <form className="admin-filters" aria-label={label} noValidate onSubmit={submit}>
      {field('from', 'From')}
      {field('to', 'To')}
      {children}
      <button type="submit" className="button">
        Show
      </button>
      <p id={ids.hint} className="field-hint">
        UTC days, up to {insightsMaxDays} days.
      </p>
      <FormAlert message={problem} />
    </form>
  );
}
