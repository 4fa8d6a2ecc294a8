import { useState } from 'react';
import type { SubscriptionItem } from '../../../../../shared/api/applications-operations';
import { MaskedKey } from '../../../components/masked-key';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { revealSubscriptionKey } from '../../../lib/applications/subscription-key-value';
import { RevealProdKeyDialog } from './reveal-prod-key-dialog';

const onKeyError = (error: unknown) => showError(errorMessage(error));

interface SubscriptionKeyProps {
  subscription: SubscriptionItem;
  /** What the key belongs to, for the buttons' names, e.g. 'Vehicle Status key'. */
  label: string;
}

/**
 * A subscription's key, masked: sandbox and preprod keys reveal and copy at once; a prod key
 * only through the dialog that mails a one-time code, every time.
 */
export function SubscriptionKey({ subscription, label }: SubscriptionKeyProps) {
  const [asking, setAsking] = useState(false);
  if (subscription.stage !== 'prod') {
    return (
      <MaskedKey
        // A rotated key is another key: forget the revealed value of the old one.
        key={subscription.apiKeyId}
        label={label}
        masked={subscription.maskedKey}
        reveal={() => revealSubscriptionKey(subscription)}
        onError={onKeyError}
      />
    );
  }
  return (
    <span className="masked-key">
      <code className="masked-key__value">{subscription.maskedKey}</code>
      <span className="masked-key__actions">
        <button
          type="button"
          className="button button--quiet button--small"
          aria-label={`Reveal ${label}`}
          aria-haspopup="dialog"
          onClick={() => setAsking(true)}
        >
          Reveal
        </button>
      </span>
      {asking ? (
        <RevealProdKeyDialog subscription={subscription} onClose={() => setAsking(false)} />
      ) : null}
    </span>
  );
}
