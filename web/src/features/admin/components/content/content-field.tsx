import type { UseFormRegister } from 'react-hook-form';
import type { FieldDef, FormValues } from './content-fields';

interface ContentFieldProps {
  formId: string;
  field: FieldDef;
  register: UseFormRegister<FormValues>;
  error?: string;
}

/** One labelled field of a content form, its hint and error under it and linked to it. */
export function ContentField({ formId, field, register, error }: ContentFieldProps) {
  const id = `${formId}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const label = field.optional ? `${field.label} (optional)` : field.label;

  const control = (() => {
    switch (field.type) {
      case 'textarea':
        return <textarea className="input" rows={4} {...common} {...register(field.name)} />;
      case 'select':
        return (
          <select className="input" {...common} {...register(field.name)}>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
      case 'number':
        return (
          <input
            type="number"
            className="input"
            inputMode="numeric"
            {...common}
            {...register(field.name, { valueAsNumber: true })}
          />
        );
      case 'datetime':
        return (
          <input type="datetime-local" className="input" {...common} {...register(field.name)} />
        );
      case 'checkbox':
        return <input type="checkbox" {...common} {...register(field.name)} />;
      default:
        return <input type="text" className="input" {...common} {...register(field.name)} />;
    }
  })();

  return (
    <div className={field.type === 'checkbox' ? 'field field--checkbox' : 'field'}>
      {field.type === 'checkbox' ? (
        <label htmlFor={id} className="checkbox-label">
          {control} {label}
        </label>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {control}
        </>
      )}
      {field.hint ? (
        <p id={hintId} className="field-hint">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
