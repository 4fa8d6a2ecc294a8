import type { AccessRequestState } from '../../../../../shared/api/requests-operations';

/** Colours with AA contrast against white text, as the API status badges have. */
const tones: Record<AccessRequestState, { tone: string; colour: string }> = {
  Approved: { tone: 'success', colour: '#1b7f3b' },
  Pending: { tone: 'warning', colour: '#8a5300' },
  Rejected: { tone: 'danger', colour: '#b3261e' },
};

/** The state of a category access request as a badge. */
export function RequestStatusBadge({ status }: { status: AccessRequestState }) {
  const { tone, colour } = tones[status];
  return (
    <span className="badge" data-tone={tone} style={{ backgroundColor: colour }}>
      {status}
    </span>
  );
}
