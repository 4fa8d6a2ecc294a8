import { Link } from 'react-router-dom';
import type { SubscriptionItem } from '../../../../shared/api/applications-operations';
import { applicationsPaths } from '../../lib/applications/applications-paths';

interface SandboxKeyLinksProps {
  subscription: SubscriptionItem;
  /** The service's documentation (on the service page); none where the dialog is in the docs. */
  docsPath?: string;
}

/** Where the key is found again, and where to read how to call the service. */
export function SandboxKeyLinks({ subscription, docsPath }: SandboxKeyLinksProps) {
  return (
    <p className="subscribe-done__more">
      You find this key again on the page of{' '}
      <Link to={applicationsPaths.details(subscription.applicationId)}>
        {subscription.applicationName}
      </Link>
      .
      {docsPath ? (
        <>
          {' '}
          <Link to={docsPath}>Read the {subscription.apiName} documentation</Link> to make a call.
        </>
      ) : null}
    </p>
  );
}
