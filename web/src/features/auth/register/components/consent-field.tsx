import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TermsOfUseDialog } from '../../../../components/terms-of-use-dialog';
import { AccessConditionDialog } from './access-condition-dialog';

interface ConsentFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The consent checkbox, with buttons opening the Terms Of Use and Access Condition pop-ups. */
export function ConsentField({ registration, error }: ConsentFieldProps) {
  const [open, setOpen] = useState<'terms' | 'access' | null>(null);
  const errorId = 'register-consent-error';
  return (
    <div className="field consent-field">
      <label className="checkbox" htmlFor="register-consent">
        <input
          id="register-consent"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `register-consent-links ${errorId}` : 'register-consent-links'}
          {...registration}
        />
        I have read and accept the Terms Of Use and the Access Condition
      </label>
      <p id="register-consent-links" className="field-hint">
        Read the{' '}
        <button type="button" className="link-button" onClick={() => setOpen('terms')}>
          Terms Of Use
        </button>{' '}
        and the{' '}
        <button type="button" className="link-button" onClick={() => setOpen('access')}>
          Access Condition
        </button>
        .
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {open === 'terms' ? <TermsOfUseDialog onClose={() => setOpen(null)} /> : null}
      {open === 'access' ? <AccessConditionDialog onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
