import { Modal } from '../../../components/modal';
import { siteContact } from '../../../lib/site-facts';
import type { RefusalDialog as RefusalDialogModel } from '../../../lib/auth/sign-in-refusal';

interface RefusalDialogProps {
  dialog: RefusalDialogModel;
  onClose: () => void;
}

const titles: Record<RefusalDialogModel['kind'], string> = {
  attempts: 'Sign-in attempt failed',
  locked: 'Account Locked',
  adminOnly: 'Access restricted',
};

function ContactLink() {
  const { supportEmail } = siteContact();
  return (
    <p>
      Contact: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
    </p>
  );
}

/** The sign-in page's modals of spec §2: attempt warning, Account Locked, the stage restriction. */
export function RefusalDialog({ dialog, onClose }: RefusalDialogProps) {
  return (
    <Modal
      title={titles[dialog.kind]}
      role="alertdialog"
      onClose={onClose}
      description={<p>{dialog.message}</p>}
      actions={
        <button type="button" className="button" onClick={onClose}>
          OK
        </button>
      }
    >
      {dialog.kind === 'attempts' ? null : <ContactLink />}
    </Modal>
  );
}
