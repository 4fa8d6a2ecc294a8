import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useApplications } from '../../lib/applications/applications-query';
import { useSandboxSubscriptions } from '../../lib/applications/api-keys-query';
import type { SubscribeTarget } from './subscribe-dialog';
import { everyApplicationSubscribed } from './subscribed-applications';
import { SubscribedNote } from './subscribed-note';

// The dialog (its form library and schemas) stays off the catalogue's route: it loads when the
// pointer or focus reaches a Subscribe button, so it is usually there by the click.
const loadDialog = () => import('./subscribe-dialog');
const SubscribeDialog = lazy(() => loadDialog().then((m) => ({ default: m.SubscribeDialog })));

interface SubscribeButtonProps {
  target: SubscribeTarget;
  className?: string;
}

/**
 * Subscribe, opening the subscribe dialog for one service; once every one of the user's
 * applications is subscribed, the note saying so (with links to the keys) in its place. Until
 * both lists are known, and on a failure to read them, Subscribe shows (the server refuses a
 * second subscription anyway).
 */
export function SubscribeButton({
  target,
  className = 'button button--secondary button--small',
}: SubscribeButtonProps) {
  const [open, setOpen] = useState(false);
  // The dialog was closed here; the note may take the button's place then or a moment later.
  const closedRef = useRef(false);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const close = useCallback(() => {
    closedRef.current = true;
    setOpen(false);
  }, []);
  const applications = useApplications();
  const subscriptions = useSandboxSubscriptions(target.service);
  const subscribedWith = everyApplicationSubscribed(applications.data, subscriptions.data);
  // The dialog stays while open, even once its own subscription made every application subscribed.
  const showNote = subscribedWith !== undefined && !open;

  useEffect(() => {
    if (!closedRef.current || !showNote) return;
    closedRef.current = false;
    // The note took the place of the Subscribe button the closed dialog gave focus back to: the
    // keyboard goes to the key's link rather than to the page.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusLost) noteRef.current?.querySelector('a')?.focus();
  }, [showNote]);

  return (
    <>
      {showNote ? (
        <SubscribedNote ref={noteRef} applications={subscribedWith} />
      ) : (
        <button
          type="button"
          className={className}
          aria-label={`Subscribe to ${target.apiName}`}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => setOpen(true)}
        >
          Subscribe
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <SubscribeDialog target={target} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
