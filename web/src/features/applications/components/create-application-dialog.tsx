import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  applicationDescriptionMaxLength,
  createApplicationSchema,
  uniqueApplicationNameSchema,
  type CreateApplicationInput,
} from '../../../../../shared/schemas/application-schema';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useCreateApplication } from '../api/create-application';
import { DialogActions } from '../../../components/dialog-actions';

interface CreateApplicationDialogProps {
  /** Names the user already has: a taken name is refused before the call. */
  existingNames: readonly string[];
  onClose: () => void;
  onCreated: (applicationName: string) => void;
}

/**
 * Create application: name (mandatory; letters, digits, _ ' -; unique per user) and an optional
 * description. The server's 409 'Application name already exist' lands under the name field.
 */
export function CreateApplicationDialog({
  existingNames,
  onClose,
  onCreated,
}: CreateApplicationDialogProps) {
  const formId = useId();
  const create = useCreateApplication();
  const schema = useMemo(
    () =>
      createApplicationSchema.extend({
        applicationName: uniqueApplicationNameSchema(existingNames),
      }),
    [existingNames],
  );
  const form = useForm<CreateApplicationInput>({
    resolver: zodResolver(schema),
    defaultValues: { applicationName: '', applicationDescription: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (item) => onCreated(item.applicationName),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          form.setError('applicationName', { message: error.message }, { shouldFocus: true });
        } else {
          showError(errorMessage(error));
        }
      },
    }),
  );

  return (
    <Modal
      title="Create application"
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      closeLabel="Close"
      actions={
        <DialogActions
          label="Create"
          pending={create.isPending}
          onCancel={onClose}
          formId={formId}
        />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={`${formId}-name`}
          label="Application name"
          registration={form.register('applicationName')}
          error={errors.applicationName?.message}
          hint="Letters, digits, _ ' and - only."
          autoComplete="off"
        />
        <div className="field">
          <label htmlFor={`${formId}-description`}>Description (optional)</label>
          <textarea
            id={`${formId}-description`}
            className="input textarea"
            rows={3}
            maxLength={applicationDescriptionMaxLength}
            aria-invalid={errors.applicationDescription ? true : undefined}
            aria-describedby={
              errors.applicationDescription ? `${formId}-description-error` : undefined
            }
            {...form.register('applicationDescription')}
          />
          {errors.applicationDescription ? (
            <p id={`${formId}-description-error`} className="field-error">
              {errors.applicationDescription.message}
            </p>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
