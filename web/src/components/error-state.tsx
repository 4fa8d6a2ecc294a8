import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';

interface ErrorStateProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/** A failed data call: what happened and a way to try again. */
export function ErrorState({
  title = messages.dataCallFailed,
  message = 'Please check your connection and try again.',
  onRetry,
  children,
}: ErrorStateProps) {
  return (
    <section className="state-panel state-panel--error" role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
      {children}
    </section>
  );
}
