interface LoadingStateProps {
  label?: string;
}

/** A spinner with a spoken label, for a page or panel whose data is on its way. */
export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  return (
    <div className="loading-block" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
