import { apiStatusBadge } from '../../../shared/api-status';

/** The API status badge of spec §4: title and colour chosen by the normalised status text. */
export function StatusBadge({ status }: { status: string }) {
  const badge = apiStatusBadge(status);
  return (
    <span className="badge" data-tone={badge.tone} style={{ backgroundColor: badge.colour }}>
      {badge.title}
    </span>
  );
}
