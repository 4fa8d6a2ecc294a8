import { useState } from 'react';
import { siteFacts } from '../../../lib/site-facts';

const storageKey = 'marque.decommissionBanner.closed';

function closedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

/** Spec §1: the closable notice that this portal will be decommissioned; closed for the session. */
export function DecommissionBanner() {
  const [open, setOpen] = useState(() => !closedThisSession());
  if (!open) return null;

  const close = () => {
    try {
      window.sessionStorage.setItem(storageKey, '1');
    } catch {
      // storage refused: the banner still closes for this page view
    }
    setOpen(false);
  };

  return (
    <aside className="decommission-banner" aria-label="Portal notice">
      <div className="container decommission-banner__inner">
        <p>
          This portal will be decommissioned on {siteFacts.decommissionDate}. Please use the{' '}
          <a href={siteFacts.newPortalUrl} target="_blank" rel="noopener noreferrer">
            new Marque developer portal
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>
        <button type="button" className="button button--ghost button--small" onClick={close}>
          Close notice
        </button>
      </div>
    </aside>
  );
}
