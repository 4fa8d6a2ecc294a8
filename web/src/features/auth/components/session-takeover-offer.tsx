import { useState } from 'react';
import { messages } from '../../../../../shared/messages';

interface SessionTakeoverOfferProps {
  onTakeOver: () => Promise<void>;
  onKeep: () => Promise<void>;
}

/**
 * Asked only once the password and the e-mailed code proved who it is (issue 22): the one-session
 * rule stands, and the user may end the other session (a closed tab, another computer) here.
 */
export function SessionTakeoverOffer({ onTakeOver, onKeep }: SessionTakeoverOfferProps) {
  const [busy, setBusy] = useState<'takeOver' | 'keep' | null>(null);
  const run = (which: 'takeOver' | 'keep', action: () => Promise<void>) => async () => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="auth-form" aria-labelledby="session-takeover-title">
      <h2 id="session-takeover-title">Signed in elsewhere</h2>
      <p>{messages.alreadyLoggedIn}</p>
      <p>
        Signing out the other session ends it at once, on whichever computer or tab it is open. We
        will e-mail you that it happened.
      </p>
      <button
        type="button"
        className="button auth-form__submit"
        disabled={busy !== null}
        onClick={run('takeOver', onTakeOver)}
      >
        {busy === 'takeOver' ? 'Signing out the other session…' : messages.takeOverSession}
      </button>
      <p className="auth-form__links">
        <button
          type="button"
          className="link-button"
          disabled={busy !== null}
          onClick={run('keep', onKeep)}
        >
          Keep the other session
        </button>
      </p>
    </section>
  );
}
