import { Modal } from '../../../components/modal';

interface FeedbackPromptDialogProps {
  onShare: () => void;
  onLater: () => void;
  /** Esc: neither; the user stays signed in. */
  onDismiss: () => void;
}

/** Asked at sign-out when feedback is pending (spec §2): Share or Maybe Later. */
export function FeedbackPromptDialog({ onShare, onLater, onDismiss }: FeedbackPromptDialogProps) {
  return (
    <Modal
      title="Before you go"
      onClose={onDismiss}
      description={
        <p>
          Would you share your feedback about the Marque API Marketplace? Three quick questions,
          about a minute.
        </p>
      }
      actions={
        <>
          <button type="button" className="button" onClick={onShare}>
            Share
          </button>
          <button type="button" className="button button--secondary" onClick={onLater}>
            Maybe Later
          </button>
        </>
      }
    />
  );
}
