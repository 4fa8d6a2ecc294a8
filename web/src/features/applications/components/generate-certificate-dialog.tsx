import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { generateCertificateBodySchema } from '../../../../../shared/api/applications-credentials-operations';
import { certificateDescriptionMaxLength } from '../../../../../shared/client-credentials';
import { DialogActions } from '../../../components/dialog-actions';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useGenerateCertificate, type GeneratedCertificate } from '../api/certificate-calls';
import { downloadText } from '../download-text';
import { OnceOnlyDialog, SecretValue } from './issued-secret-dialog';

type FormInput = z.input<typeof generateCertificateBodySchema>;
type FormOutput = z.output<typeof generateCertificateBodySchema>;

export const certificateShownOnceWarning =
  'This is the only time the certificate is shown. Copy or download it now and keep it safe.';

interface GenerateCertificateDialogProps {
  applicationId: string;
  applicationName: string;
  onClose: () => void;
}

/** Generate certificate: an optional description, then the PEM, shown once. */
export function GenerateCertificateDialog({
  applicationId,
  applicationName,
  onClose,
}: GenerateCertificateDialogProps) {
  const formId = useId();
  const generate = useGenerateCertificate();
  const [generated, setGenerated] = useState<GeneratedCertificate>();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(generateCertificateBodySchema),
    defaultValues: { description: '' },
  });

  const submit = form.handleSubmit(({ description }) =>
    generate.mutate(
      { applicationId, description },
      {
        onSuccess: (answer) => {
          setGenerated(answer);
          // The PEM stays in this dialog's state only.
          generate.reset();
        },
        onError: (error) => showError(errorMessage(error)),
      },
    ),
  );

  if (generated) {
    const { item, pemEncodedCertificate } = generated;
    return (
      <OnceOnlyDialog
        title="Certificate generated"
        warning={certificateShownOnceWarning}
        onDone={onClose}
        extraActions={
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              downloadText(
                `${item.certificateId}.pem`,
                pemEncodedCertificate,
                'application/x-pem-file',
              )
            }
          >
            Download PEM
          </button>
        }
      >
        <p>
          Certificate <strong>{item.certificateId}</strong> for {applicationName}’s prod calls.
        </p>
        <SecretValue label="Certificate (PEM)" value={pemEncodedCertificate} block />
      </OnceOnlyDialog>
    );
  }

  return (
    <Modal
      title="Generate certificate"
      onClose={() => {
        if (!generate.isPending) onClose();
      }}
      closeLabel="Close"
      description={
        <p>
          A client certificate for the prod stage of <strong>{applicationName}</strong>. Its PEM is
          shown once, right after it is generated.
        </p>
      }
      actions={
        <DialogActions
          label="Generate"
          pending={generate.isPending}
          onCancel={onClose}
          formId={formId}
        />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={`${formId}-description`}
          label="Description (optional)"
          registration={form.register('description')}
          error={form.formState.errors.description?.message}
          hint={`At most ${certificateDescriptionMaxLength} characters.`}
          autoComplete="off"
        />
      </form>
    </Modal>
  );
}
