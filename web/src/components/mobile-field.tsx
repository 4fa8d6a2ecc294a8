import type { UseFormRegisterReturn } from 'react-hook-form';
import { mobileCountryCode } from '../../../shared/schemas/mobile-schema';
import './mobile-field.css';

interface MobileFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A mobile number after the fixed '+91' prefix (spec §5): the user types the 10 digits only. */
export function MobileField({ id, label, registration, error }: MobileFieldProps) {
  const prefixId = `${id}-prefix`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="mobile-field">
        <span id={prefixId} className="mobile-field__prefix">
          {mobileCountryCode}
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className="input mobile-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[prefixId, errorId].filter(Boolean).join(' ')}
          {...registration}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
