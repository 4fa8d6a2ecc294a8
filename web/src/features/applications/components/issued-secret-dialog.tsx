import type { ReactNode } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';

/** Said wherever a secret or a certificate is shown once. */
export const shownOnceWarning =
  'This is the only time the secret is shown. Copy it now and keep it safe.';

const onCopyError = (error: unknown) => showError(errorMessage(error));

interface SecretValueProps {
  label: string;
  value: string;
  /** A long multi-line value (a PEM) in a scrolling block rather than one line. */
  block?: boolean;
}

/** A labelled value the user copies out of a once-only dialog. */
export function SecretValue({ label, value, block = false }: SecretValueProps) {
  return (
    <div className="secret-value">
      <div className="secret-value__head">
        <span className="secret-value__label">{label}</span>
        <CopyButton label={label} value={value} onError={onCopyError} />
      </div>
      {block ? (
        <pre className="secret-value__block">{value}</pre>
      ) : (
        <code className="secret-value__text">{value}</code>
      )}
    </div>
  );
}

interface OnceOnlyDialogProps {
  title: string;
  warning: string;
  onDone: () => void;
  children: ReactNode;
  /** Buttons before Done (e.g. Download PEM). */
  extraActions?: ReactNode;
}

/** A dialog showing something the portal keeps nowhere: closing it (Done or Esc) forgets it. */
export function OnceOnlyDialog({
  title,
  warning,
  onDone,
  children,
  extraActions,
}: OnceOnlyDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onDone}
      size="large"
      description={
        <p className="once-warning" role="note">
          {warning}
        </p>
      }
      actions={
        <>
          {extraActions}
          <button type="button" className="button" onClick={onDone}>
            Done
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

interface IssuedSecretDialogProps {
  title: string;
  clientId: string;
  clientSecret: string;
  onDone: () => void;
}

/** The client id and the secret just issued, shown once. */
export function IssuedSecretDialog({
  title,
  clientId,
  clientSecret,
  onDone,
}: IssuedSecretDialogProps) {
  return (
    <OnceOnlyDialog title={title} warning={shownOnceWarning} onDone={onDone}>
      <SecretValue label="Client ID" value={clientId} />
      <SecretValue label="Client secret" value={clientSecret} />
    </OnceOnlyDialog>
  );
}
