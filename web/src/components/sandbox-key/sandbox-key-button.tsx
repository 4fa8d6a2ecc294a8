import { lazy, Suspense, useState } from 'react';
import { firstCallMessages } from '../../../../shared/first-call-messages';
import type { SubscribeTarget } from '../subscribe/subscribe-dialog';
import type { SandboxKeyResult } from './run-sandbox-key';
import './sandbox-key.css';

// The dialog (its form library and schemas) loads when the pointer or focus reaches the button,
// so it stays off the first load of the pages that offer it.
const loadDialog = () => import('./sandbox-key-dialog');
const SandboxKeyDialog = lazy(() => loadDialog().then((m) => ({ default: m.SandboxKeyDialog })));

interface SandboxKeyButtonProps {
  target: SubscribeTarget;
  /** The service's documentation, linked once the key shows. */
  docsPath?: string;
  className?: string;
  /**
   * The button's place is taken (the page now shows the new subscription): an open dialog stays
   * open regardless, with the key in it.
   */
  hidden?: boolean;
  onSubscribed?: (result: SandboxKeyResult) => void;
  /** After the dialog closed; the button may be gone by then, so focus may need a new place. */
  onClosed?: () => void;
}

/** 'Get a sandbox key', opening the dialog that makes one (issue 23). */
export function SandboxKeyButton({
  target,
  docsPath,
  className = 'button',
  hidden = false,
  onSubscribed,
  onClosed,
}: SandboxKeyButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {hidden ? null : (
        <button
          type="button"
          className={className}
          aria-label={`${firstCallMessages.sandboxKeyAction} for ${target.apiName}`}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => setOpen(true)}
        >
          {firstCallMessages.sandboxKeyAction}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <SandboxKeyDialog
            target={target}
            docsPath={docsPath}
            onSubscribed={onSubscribed}
            onClose={() => {
              setOpen(false);
              onClosed?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
