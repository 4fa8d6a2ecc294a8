import type { SubscriptionItem } from '../../../../../shared/api/applications-operations';
import { overlapAllowanceText } from '../../../../../shared/key-rotation';
import { usagePlans } from '../../../../../shared/plans';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useRotateKey } from '../api/subscription-calls';
import { overlapWindow } from '../overlap-window';

interface RotateKeyDialogProps {
  subscription: SubscriptionItem;
  onClose: () => void;
  /** The subscription as it is after the rotation: its new key, the old one's expiry. */
  onRotated: (rotated: SubscriptionItem) => void;
}

/** Asks before rotating a key, saying what happens to the current one. */
export function RotateKeyDialog({ subscription, onClose, onRotated }: RotateKeyDialogProps) {
  const rotate = useRotateKey();
  return (
    <ConfirmDialog
      title="Rotate key"
      description={
        <>
          <p>
            A new API key for <strong>{subscription.apiName}</strong> ({subscription.stage}) is
            issued at once, under the same plan.
          </p>
          <p>
            The current key keeps working for {overlapWindow()} so you can move your application to
            the new key; then it stops working. The exact time is shown beside the key.
          </p>
          {overlapAllowanceText(usagePlans[subscription.tier]).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </>
      }
      confirmLabel="Rotate key"
      pending={rotate.isPending}
      onConfirm={() =>
        rotate.mutate(subscription, {
          onSuccess: onRotated,
          onError: (error) => showError(errorMessage(error)),
        })
      }
      onCancel={onClose}
    />
  );
}
