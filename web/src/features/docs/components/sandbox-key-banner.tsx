import { useEffect, useRef, useState } from 'react';
import type { ServiceDoc } from '../../../../../shared/docs/doc-model';
import type { SandboxKeyResult } from '../../../components/sandbox-key/run-sandbox-key';
import { SandboxKeyButton } from '../../../components/sandbox-key/sandbox-key-button';
import { useSandboxSubscriptions } from '../../../lib/applications/api-keys-query';

/**
 * 'Get a sandbox key' while the user holds no sandbox key for the service; once the dialog made
 * one here, a line saying that try out now uses it (focused when the closed dialog left focus
 * nowhere, as the button is gone).
 */
export function SandboxKeyBanner({ doc }: { doc: ServiceDoc }) {
  const subscriptions = useSandboxSubscriptions(doc.service);
  const [made, setMade] = useState<SandboxKeyResult>();
  const [closed, setClosed] = useState(false);
  const noteRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (closed && focusLost) noteRef.current?.focus();
  }, [closed]);

  const none = subscriptions.data?.length === 0;
  if (!none && !made) return null;
  return (
    <div className="sandbox-key-offer">
      {made && closed ? (
        <p ref={noteRef} tabIndex={-1} className="sandbox-key-offer__done">
          <span aria-hidden="true">✓</span> {made.subscription.applicationName} is subscribed: try
          out below uses its key.
        </p>
      ) : (
        <p>No key for {doc.apiName} yet? Get one for its sandbox in one step.</p>
      )}
      <SandboxKeyButton
        target={{ category: doc.category, service: doc.service, apiName: doc.apiName }}
        hidden={made !== undefined}
        onSubscribed={setMade}
        onClosed={() => setClosed(true)}
      />
    </div>
  );
}
