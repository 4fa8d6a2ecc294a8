import type { UseFormRegisterReturn } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's parent choice, e.g. a project's department. */
  parent?: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  options: readonly SelectOption[];
  registration: UseFormRegisterReturn;
  error?: string;
  /** The first, empty choice ('Choose …'). */
  placeholder: string;
  disabled?: boolean;
  hint?: string;
}

/** A labelled select wired to react-hook-form, with its hint and error linked to it. */
export function SelectField({
  id,
  label,
  options,
  registration,
  error,
  placeholder,
  disabled,
  hint,
}: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
