import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { ContentItem } from '../../../../../../shared/api/content-operations';
import { contentKindNouns, type ContentKind } from '../../../../../../shared/domain/content';
import {
  contentSchemas,
  type ContentValues,
} from '../../../../../../shared/schemas/content-schema';
import { DialogActions } from '../../../../components/dialog-actions';
import { Modal } from '../../../../components/modal';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { showError, showSuccess } from '../../../../lib/notify';
import { useSaveContent } from '../../api/content-queries';
import { ContentField } from './content-field';
import { contentFields, emptyValues, itemValues, type FormValues } from './content-fields';

interface ContentDialogProps {
  kind: ContentKind;
  /** The item to edit; none to add one. */
  item?: ContentItem;
  onClose: () => void;
}

/** Adds or edits one item of a kind, checked with the kind's shared schema before it is sent. */
export function ContentDialog({ kind, item, onClose }: ContentDialogProps) {
  const save = useSaveContent(kind);
  const formId = `content-form-${kind}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    // One form serves six schemas: its values are checked by the kind's schema, whose output
    // (ContentValues) is what is sent; react-hook-form cannot type a schema chosen at run time.
    resolver: zodResolver(contentSchemas[kind]) as unknown as Resolver<FormValues>,
    defaultValues: item ? itemValues(item) : emptyValues(kind),
  });
  const label = contentKindNouns[kind];

  const submit = async (values: FormValues) => {
    try {
      const answer = await save.mutateAsync({
        id: item?.id,
        values: values as unknown as ContentValues,
      });
      showSuccess(answer.message);
      onClose();
    } catch (error) {
      // The server's own field messages (e.g. a slug already taken) go under their fields too.
      if (isApiError(error)) {
        for (const [name, message] of Object.entries(error.fields ?? {})) {
          setError(name, { message });
        }
      }
      showError(errorMessage(error));
    }
  };

  return (
    <Modal
      title={item ? `Edit ${label}` : `Add ${label}`}
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      closeLabel="Close"
      size="large"
      actions={
        <DialogActions
          label={item ? 'Save' : 'Add'}
          pending={save.isPending}
          onCancel={onClose}
          formId={formId}
        />
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(submit)} className="content-form">
        {contentFields[kind].map((field) => (
          <ContentField
            key={field.name}
            formId={formId}
            field={field}
            register={register}
            error={errors[field.name]?.message}
          />
        ))}
      </form>
    </Modal>
  );
}
