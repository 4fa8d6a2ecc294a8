import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  message?: string;
  children?: ReactNode;
}

/** Nothing to show, said plainly (e.g. 'No APIs Published'). */
export function EmptyState({ title, message, children }: EmptyStateProps) {
  return (
    <section className="state-panel" aria-label={title}>
      <h2>{title}</h2>
      {message ? <p>{message}</p> : null}
      {children}
    </section>
  );
}
