import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';

// The check, the call and the dialog load on the first Subscribe, not with every page.
const StayTunedDialog = lazy(() =>
  import('./stay-tuned-dialog').then((m) => ({ default: m.StayTunedDialog })),
);

/** The footer's stay-tuned subscription (spec §1, §5): an address and Subscribe, then a dialog. */
export function StayTunedForm() {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(email);
  };
  const onClose = useCallback((subscribed: boolean) => {
    setSubmitted(null);
    if (subscribed) setEmail('');
  }, []);

  return (
    <section aria-labelledby="footer-stay-tuned">
      <h2 id="footer-stay-tuned">Stay tuned</h2>
      <p>New APIs, versions and portal news in your inbox.</p>
      {/* Our own check and message, not the browser's (spec §5 wording). */}
      <form className="stay-tuned-form" noValidate onSubmit={onSubmit}>
        <label htmlFor="stay-tuned-email" className="stay-tuned-form__label">
          Your e-mail address
        </label>
        <input
          id="stay-tuned-email"
          type="email"
          className="input stay-tuned-form__input"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {/* Not 'Subscribe': on catalogue pages that word means an API subscription. */}
        <button type="submit" className="button stay-tuned-form__button">
          Keep me posted
        </button>
      </form>
      {submitted !== null ? (
        <Suspense fallback={null}>
          <StayTunedDialog initialEmail={submitted} onClose={onClose} />
        </Suspense>
      ) : null}
    </section>
  );
}
