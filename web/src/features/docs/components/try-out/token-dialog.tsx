import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { messages } from '../../../../../../shared/messages';
import {
  clientCredentialsSchema,
  type ClientCredentialsInput,
} from '../../../../../../shared/schemas/client-credentials-schema';
import { CopyButton } from '../../../../components/copy-button';
import { DialogActions } from '../../../../components/dialog-actions';
import { FormAlert } from '../../../../components/form-alert';
import { Modal } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { showError } from '../../../../lib/notify';
import { requestTryOutToken } from '../../api/try-out-calls';

interface TokenDialogProps {
  /** Directory (staff) users' token calls carry `adUser` (spec §6). */
  isStaff: boolean;
  onToken: (token: string) => void;
  onClose: () => void;
}

/**
 * Generate token (spec §4, §5): client ID and secret of one of the user's applications; idle →
 * loading → the token with a copy button. Wrong credentials are said under the form, any other
 * failure in an error toast.
 */
export function TokenDialog({ isStaff, onToken, onClose }: TokenDialogProps) {
  const formId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ClientCredentialsInput>({
    resolver: zodResolver(clientCredentialsSchema),
    defaultValues: { clientId: '', clientSecret: '' },
  });
  const { errors } = form.formState;
  const token = useMutation({
    mutationFn: requestTryOutToken,
    onSuccess: onToken,
    onError: (error) => {
      if (isApiError(error) && error.status === 401) {
        setRefusal(error.message.trim() || messages.tokenInvalidCredentials);
      } else {
        showError(errorMessage(error));
      }
    },
  });

  const submit = form.handleSubmit(({ clientId, clientSecret }) => {
    setRefusal(null);
    token.mutate({ clientId, clientSecret, ...(isStaff ? { adUser: true } : {}) });
  });

  return (
    <Modal
      title="Generate token"
      closeLabel="Close"
      onClose={() => {
        if (!token.isPending) onClose();
      }}
      description={
        <p className="field-hint">
          Use the client credentials of one of your applications: My Application → an application →
          Client credentials (<Link to="/application">My Application</Link>). The token is valid for
          1 hour.
        </p>
      }
      actions={
        <DialogActions
          label="Generate"
          pending={token.isPending}
          onCancel={onClose}
          cancelLabel={token.isSuccess ? 'Close' : 'Cancel'}
          formId={formId}
        />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={`${formId}-client-id`}
          label="Client ID"
          autoComplete="off"
          registration={form.register('clientId')}
          error={errors.clientId?.message}
        />
        <TextField
          id={`${formId}-client-secret`}
          label="Client Secret"
          type="password"
          autoComplete="off"
          registration={form.register('clientSecret')}
          error={errors.clientSecret?.message}
        />
        <FormAlert message={refusal} />
      </form>
      <div aria-live="polite">
        {token.isPending ? (
          <p className="dialog-status">
            <span className="spinner spinner--inline spinner--dark" aria-hidden="true" />
            Generating the token…
          </p>
        ) : token.isSuccess ? (
          <div className="try-out__token">
            <p className="dialog-status dialog-status--success">
              <span aria-hidden="true">✓</span> Token generated.
            </p>
            <code className="try-out__token-value" aria-label="Access token">
              {token.data}
            </code>
            <CopyButton value={token.data} label="Access token" />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
