import type { ClientCertificateItem } from '../../../../../shared/api/applications-credentials-operations';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useRevokeCertificate } from '../api/certificate-calls';

interface RevokeCertificateDialogProps {
  certificate: ClientCertificateItem;
  onClose: () => void;
  onRevoked: () => void;
}

/** Asks before revoking a client certificate. */
export function RevokeCertificateDialog({
  certificate,
  onClose,
  onRevoked,
}: RevokeCertificateDialogProps) {
  const revoke = useRevokeCertificate();
  return (
    <ConfirmDialog
      title="Revoke certificate"
      description={
        <p>
          Revoke the certificate <strong>{certificate.certificateId}</strong>
          {certificate.description ? ` (${certificate.description})` : ''} of{' '}
          <strong>{certificate.applicationName}</strong>? It is deleted at once and no longer works
          for the application’s prod calls.
        </p>
      }
      confirmLabel="Revoke"
      pending={revoke.isPending}
      onConfirm={() =>
        revoke.mutate(certificate, {
          onSuccess: onRevoked,
          onError: (error) => showError(errorMessage(error)),
        })
      }
      onCancel={onClose}
    />
  );
}
