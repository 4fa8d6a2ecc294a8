import { useId } from 'react';
import { getConfig, type AppConfig } from '../../../lib/config';

interface DomainSignInButtonProps {
  onStart: () => void;
  busy?: boolean;
}

export const localModeDomainMessage = 'Domain ID sign-in is not available in local mode';

function readConfig(): AppConfig | undefined {
  try {
    return getConfig();
  } catch {
    return undefined;
  }
}

/**
 * 'Sign in with domain ID' for staff (spec §6): the corporate directory through Cognito's hosted
 * UI. In local mode there is no directory, and the button says so; a stage without one shows none.
 */
export function DomainSignInButton({ onStart, busy = false }: DomainSignInButtonProps) {
  const hintId = useId();
  const config = readConfig();
  if (config?.local) {
    return (
      <div className="auth-form__domain">
        <button
          type="button"
          className="button button--secondary"
          disabled
          aria-describedby={hintId}
        >
          Sign in with domain ID
        </button>
        <p id={hintId} className="field-hint">
          {localModeDomainMessage}
        </p>
      </div>
    );
  }
  const corporate = config?.corporateSignIn;
  if (!corporate) return null;
  return (
    <div className="auth-form__domain">
      <button
        type="button"
        className="button button--secondary"
        onClick={onStart}
        disabled={busy}
        aria-describedby={hintId}
      >
        Sign in with domain ID
      </button>
      <p id={hintId} className="field-hint">
        {`Staff: sign in with your ${corporate.label} account.`}
      </p>
    </div>
  );
}
