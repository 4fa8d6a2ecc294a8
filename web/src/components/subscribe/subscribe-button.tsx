import { lazy, Suspense, useCallback, useState } from 'react';
import type { SubscribeTarget } from './subscribe-dialog';

// The dialog (its form library and schemas) stays off the catalogue's route: it loads when the
// pointer or focus reaches a Subscribe button, so it is usually there by the click.
const loadDialog = () => import('./subscribe-dialog');
const SubscribeDialog = lazy(() => loadDialog().then((m) => ({ default: m.SubscribeDialog })));

interface SubscribeButtonProps {
  target: SubscribeTarget;
  className?: string;
}

/** Subscribe, opening the subscribe dialog for one service. */
export function SubscribeButton({
  target,
  className = 'button button--secondary button--small',
}: SubscribeButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
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
      {open ? (
        <Suspense fallback={null}>
          <SubscribeDialog target={target} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
