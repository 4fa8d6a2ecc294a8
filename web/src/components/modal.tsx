import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../lib/use-focus-trap';
import './modal.css';

interface ModalProps {
  title: string;
  /** Esc (and the × button, when `closeLabel` is given). */
  onClose: () => void;
  /** The short text the dialog is described by (read out when it opens). */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom. */
  actions?: ReactNode;
  /** `alertdialog` for a dialog that interrupts and needs an answer (e.g. the idle warning). */
  role?: 'dialog' | 'alertdialog';
  /** Shows a × button with this accessible name. */
  closeLabel?: string;
  size?: 'small' | 'large';
}

/**
 * A modal dialog: rendered over the page, labelled by its title, focus kept inside (Tab wraps),
 * Esc closes, focus goes back to where it was on close, the page behind does not scroll.
 */
export function Modal({
  title,
  onClose,
  description,
  children,
  actions,
  role = 'dialog',
  closeLabel,
  size = 'small',
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(ref, true, onClose);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={ref}
        className={size === 'large' ? 'modal modal--large' : 'modal'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
      >
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          {closeLabel ? (
            <button
              type="button"
              className="modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="modal__body">
          {description ? <div id={descriptionId}>{description}</div> : null}
          {children}
        </div>
        {actions ? <div className="modal__actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
