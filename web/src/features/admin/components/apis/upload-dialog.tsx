import { useId, useState, type FormEvent } from 'react';
import { showSuccess } from '../../../../lib/notify';
import type { AdminService } from '../../../../../../shared/api/admin-catalogue-operations';
import { uploadDefinitionSchema } from '../../../../../../shared/schemas/admin-catalogue-schema';
import { DialogActions } from '../../../../components/dialog-actions';
import { FormAlert } from '../../../../components/form-alert';
import { Modal } from '../../../../components/modal';
import { errorMessage } from '../../../../lib/error-message';
import { useUploadDefinition } from '../../api/apis-queries';
import { nextVersion } from './service-list';

interface UploadDialogProps {
  service: AdminService;
  onClose: () => void;
}

/**
 * Uploads an OpenAPI 3 definition (a JSON file, or pasted) as a new version or over an existing
 * one. The server validates it; its reason shows here and nothing is changed.
 */
export function UploadDialog({ service, onClose }: UploadDialogProps) {
  const ids = { form: useId(), file: useId(), text: useId(), target: useId() };
  const added = nextVersion(service.versions);
  const [version, setVersion] = useState(added);
  const [definition, setDefinition] = useState('');
  const [problem, setProblem] = useState<string>();
  const upload = useUploadDefinition();

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setDefinition(await file.text());
    setProblem(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = uploadDefinitionSchema.safeParse({ definition });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    upload.mutate(
      { category: service.category, service: service.service, version, ...checked.data },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const choices = [
    { value: added, label: `Add as new version ${added}` },
    ...service.versions.map((existing) => ({
      value: existing,
      label: `Replace version ${existing}`,
    })),
  ];

  return (
    <Modal
      title={`Upload a definition for ${service.apiName}`}
      description={<p>An OpenAPI 3 definition in JSON, at most 300 KB.</p>}
      closeLabel="Close"
      size="large"
      onClose={() => {
        if (!upload.isPending) onClose();
      }}
      actions={
        <DialogActions
          label="Upload"
          formId={ids.form}
          pending={upload.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id={ids.form} onSubmit={submit} noValidate>
        <FormAlert message={problem} />
        <fieldset className="field admin-apis__choices">
          <legend>Version</legend>
          {choices.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name={ids.target}
                value={choice.value}
                checked={version === choice.value}
                onChange={() => setVersion(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={ids.file}>Definition file (JSON)</label>
          <input
            id={ids.file}
            type="file"
            className="input"
            accept=".json,application/json"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.text}>Or paste the definition</label>
          <textarea
            id={ids.text}
            className="input admin-apis__definition"
            rows={10}
            spellCheck={false}
            value={definition}
            onChange={(event) => setDefinition(event.target.value)}
          />
        </div>
      </form>
    </Modal>
  );
}
