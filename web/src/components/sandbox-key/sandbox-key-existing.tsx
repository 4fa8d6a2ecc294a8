import type { SubscriptionItem } from '../../../../shared/api/applications-operations';
import { sandboxKeyMessages } from '../../../../shared/first-call-messages';
import { revealSubscriptionKey } from '../../lib/applications/subscription-key-value';
import { errorMessage } from '../../lib/error-message';
import { MaskedKey } from '../masked-key';
import { SendInHeader } from './sandbox-key-done';
import { SandboxKeyLinks } from './sandbox-key-links';
import '../subscribe/subscribe.css';

interface SandboxKeyExistingProps {
  subscriptions: readonly SubscriptionItem[];
  docsPath?: string;
  onKeyError: (message: string) => void;
}

/** The user holds a sandbox key for the service already: with which application, and that key. */
export function SandboxKeyExisting({
  subscriptions,
  docsPath,
  onKeyError,
}: SandboxKeyExistingProps) {
  return (
    <div className="subscribe-done">
      {subscriptions.map((subscription) => (
        <div key={`${subscription.applicationId}/${subscription.id}`} className="subscribe-done">
          <p>
            {sandboxKeyMessages.alreadySubscribed(
              subscription.applicationName,
              subscription.apiName,
              subscription.tier,
            )}
          </p>
          <MaskedKey
            label={
              subscriptions.length === 1
                ? `${subscription.apiName} key`
                : `${subscription.applicationName} key`
            }
            masked={subscription.maskedKey}
            reveal={() => revealSubscriptionKey(subscription)}
            onError={(error) => onKeyError(errorMessage(error))}
          />
          <SandboxKeyLinks subscription={subscription} docsPath={docsPath} />
        </div>
      ))}
      <p>
        <SendInHeader />
      </p>
    </div>
  );
}
