interface ResendCodeButtonProps {
  /** Seconds until the code may be sent again; 0 when it may. */
  remaining: number;
  busy: boolean;
  onResend: () => void;
}

/** Resend code (spec §4): disabled for a 60-second countdown that it shows. */
export function ResendCodeButton({ remaining, busy, onResend }: ResendCodeButtonProps) {
  const waiting = remaining > 0;
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      disabled={waiting || busy}
      onClick={onResend}
    >
      {waiting ? `Resend code (${remaining} s)` : 'Resend code'}
    </button>
  );
}
