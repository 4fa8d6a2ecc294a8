import { lazy, Suspense, useCallback, useState } from 'react';
import type { SubscribeTarget } from './subscribe-dialog';

// The dialog (its form library and schemas) loads on the first click, off the catalogue's route.
const SubscribeDialog = lazy(() =>
  import('./subscribe-dialog').then((m) => ({ default: m.SubscribeDialog })),
);

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
