interface OneTimeCodeFieldProps {
  id: string;
  value: string;
  /** The refusal to show under the field (wrong, expired, not 6 digits). */
  error: string | undefined;
  onChange: (code: string) => void;
}

/** The 6-digit code a user was mailed, as one labelled field with its error. */
export function OneTimeCodeField({ id, value, error, onChange }: OneTimeCodeFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>Code</label>
      <input
        id={id}
        className="input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
