interface CardSkeletonsProps {
  label: string;
  count?: number;
}

/** Placeholder cards shaped like the grid that will replace them. */
export function CardSkeletons({ label, count = 6 }: CardSkeletonsProps) {
  return (
    <div role="status" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className="card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="skeleton" />
        ))}
      </div>
    </div>
  );
}
