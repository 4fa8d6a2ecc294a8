import type { CustomerOutcome } from '../../../../../../shared/customer-sign-in';

const outcomeLabels: Record<CustomerOutcome, string> = {
  OTP_SENT: 'OTP sent',
  OTP_VERIFIED: 'OTP verified',
  REGISTRATION_REQUIRED: 'Registration required',
  TOKEN_RECEIVED: 'Token received',
  REACTIVATION_PENDING: 'Reactivation pending',
};

/** The spec §4 internal outcomes reached so far, in order; the last one is where the flow is. */
export function OutcomeSteps({ outcomes }: { outcomes: CustomerOutcome[] }) {
  if (outcomes.length === 0) return null;
  return (
    <ol className="customer-sign-in__outcomes" aria-label="Sign-in outcomes">
      {outcomes.map((outcome, index) => {
        const current = index === outcomes.length - 1;
        return (
          <li
            key={`${outcome}-${index}`}
            className="customer-sign-in__outcome"
            aria-current={current ? 'step' : undefined}
            data-outcome={outcome}
          >
            <span className="customer-sign-in__outcome-mark" aria-hidden="true">
              {current ? '●' : '✓'}
            </span>
            {outcomeLabels[outcome]}
          </li>
        );
      })}
    </ol>
  );
}
