import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

interface FeedbackThanksProps {
  onSignOut: () => void;
  signingOut: boolean;
}

/** After the survey: thanks, and the sign-out the user was on their way to. */
export function FeedbackThanks({ onSignOut, signingOut }: FeedbackThanksProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="card feedback-thanks" aria-labelledby="feedback-thanks-title">
      <h2 id="feedback-thanks-title" ref={headingRef} tabIndex={-1}>
        Thank you for your feedback
      </h2>
      <p>Your answers help us make the Marque API Marketplace better for every developer.</p>
      <div className="feedback-thanks__actions">
        <button type="button" className="button" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
        <Link className="button button--secondary" to="/">
          Back to home
        </Link>
      </div>
    </section>
  );
}
