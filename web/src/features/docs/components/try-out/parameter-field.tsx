import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldRules } from '../../../../../../shared/docs/doc-model';
import { examplePlaceholder, rulesHint } from './field-rules';

interface ParameterFieldProps {
  id: string;
  name: string;
  /** Where it goes ('path', 'query', 'header'), or undefined for a body field. */
  location?: string;
  rules: FieldRules;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** One documented input: required marked, the example as placeholder, an enum as a select. */
export function ParameterField({
  id,
  name,
  location,
  rules,
  registration,
  error,
}: ParameterFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': rules.required || undefined,
    ...registration,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {name}
        {rules.required ? (
          <span className="try-out__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {location ? <span className="try-out__location"> ({location})</span> : null}
      </label>
      {rules.enum && rules.enum.length > 0 ? (
        <select className="select" {...common}>
          <option value="">Choose…</option>
          {rules.enum.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      ) : (
        <input
          className="input"
          type="text"
          inputMode={rules.type === 'integer' || rules.type === 'number' ? 'decimal' : undefined}
          placeholder={examplePlaceholder(rules)}
          {...common}
        />
      )}
      <p id={hintId} className="field-hint">
        {rulesHint(rules)}
        {rules.required ? ' · required' : ''}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
