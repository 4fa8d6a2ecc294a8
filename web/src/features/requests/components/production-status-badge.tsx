import type { ProductionRequestState } from '../../../../../shared/api/requests-production-operations';

/** Colours with AA contrast against white text, as the category request badges have. */
const tones: Record<ProductionRequestState, { tone: string; colour: string; label: string }> = {
  Pending: { tone: 'warning', colour: '#8a5300', label: 'Pending' },
  reSubmit: { tone: 'warning', colour: '#7a4a00', label: 'Resubmitted' },
  InProgress: { tone: 'info', colour: '#1d5fa8', label: 'In progress' },
  Approved: { tone: 'success', colour: '#1b7f3b', label: 'Approved' },
  Rejected: { tone: 'danger', colour: '#b3261e', label: 'Rejected' },
  Cancelled: { tone: 'neutral', colour: '#5b6470', label: 'Cancelled' },
};

/** The state of a production access request as a badge. */
export function ProductionStatusBadge({ status }: { status: ProductionRequestState }) {
  const { tone, colour, label } = tones[status];
  return (
    <span
      className="badge"
      data-tone={tone}
      data-status={status}
      style={{ backgroundColor: colour }}
    >
      {label}
    </span>
  );
}
