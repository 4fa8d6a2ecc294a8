import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldMessages } from '../../../../../../shared/schemas/field-messages';
import type { DocOperation } from '../../../../../../shared/docs/doc-model';
import { fieldRules } from './field-rules';
import { ParameterField } from './parameter-field';
import { isMultipart, multipartFields, type TryOutValues } from './try-out-values';

interface BodyEditorProps {
  idPrefix: string;
  operation: DocOperation;
  register: UseFormRegister<TryOutValues>;
  errors: FieldErrors<TryOutValues>;
}

/** The request body: a JSON editor, or for a multipart upload its file and text fields. */
export function BodyEditor({ idPrefix, operation, register, errors }: BodyEditorProps) {
  const requestBody = operation.requestBody;
  if (!requestBody) return null;
  if (!isMultipart(operation)) {
    const id = `${idPrefix}-body`;
    const error = errors.body?.message;
    return (
      <div className="field">
        <label htmlFor={id}>
          Request body ({requestBody.contentType}){requestBody.required ? ' *' : ''}
        </label>
        <textarea
          id={id}
          className="input try-out__body"
          rows={Math.min(18, Math.max(6, operation.requestBody?.fields.length ?? 6))}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('body', {
            required: requestBody.required ? fieldMessages.mandatoryStarred : false,
          })}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const { files, text } = multipartFields(operation);
  return (
    <fieldset className="try-out__group">
      <legend>Request body (multipart/form-data)</legend>
      {files.map((field, index) => {
        const id = `${idPrefix}-file-${index}`;
        const error = errors.files?.[index]?.message;
        return (
          <div className="field" key={field.name}>
            <label htmlFor={id}>
              {field.name} (file){field.required ? ' *' : ''}
            </label>
            <input
              id={id}
              type="file"
              className="input"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...register(`files.${index}`, {
                validate: (list) =>
                  !field.required || (list?.length ?? 0) > 0 || fieldMessages.mandatoryStarred,
              })}
            />
            {error ? (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {text.map((field, index) => (
        <ParameterField
          key={field.name}
          id={`${idPrefix}-field-${index}`}
          name={field.name}
          rules={field}
          registration={register(`fields.${index}`, fieldRules(field))}
          error={errors.fields?.[index]?.message}
        />
      ))}
    </fieldset>
  );
}
