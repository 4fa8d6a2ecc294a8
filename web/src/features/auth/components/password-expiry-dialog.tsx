import { Modal } from '../../../components/modal';

interface PasswordExpiryDialogProps {
  daysLeft: number;
  onChangePassword: () => void;
  onSkip: () => void;
}

/** 'Time to change your password' (spec §4): the password expires within the warning threshold. */
export function PasswordExpiryDialog({
  daysLeft,
  onChangePassword,
  onSkip,
}: PasswordExpiryDialogProps) {
  const when = daysLeft === 1 ? 'in 1 day' : `in ${daysLeft} days`;
  return (
    <Modal
      title="Time to change your password"
      role="alertdialog"
      onClose={onSkip}
      description={<p>{`Your password expires ${when}. Change it now to keep your access.`}</p>}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onSkip}>
            Skip
          </button>
          <button type="button" className="button" onClick={onChangePassword}>
            Change Password
          </button>
        </>
      }
    />
  );
}
