import type { UseFormReturn } from 'react-hook-form';
import type { DocOperation, DocParameter } from '../../../../../../shared/docs/doc-model';
import { BodyEditor } from './body-editor';
import { fieldRules } from './field-rules';
import { ParameterField } from './parameter-field';
import type { TryOutValues } from './try-out-values';

const locations: { where: DocParameter['in']; title: string }[] = [
  { where: 'path', title: 'Path parameters' },
  { where: 'query', title: 'Query parameters' },
  { where: 'header', title: 'Headers' },
];

interface TryOutFieldsProps {
  idPrefix: string;
  operation: DocOperation;
  form: UseFormReturn<TryOutValues>;
}

/** The operation's parameters, grouped by where they go, and its request body. */
export function TryOutFields({ idPrefix, operation, form }: TryOutFieldsProps) {
  const { errors } = form.formState;
  const indexed = operation.parameters.map((parameter, index) => ({ parameter, index }));
  return (
    <>
      {locations.map(({ where, title }) => {
        const group = indexed.filter(({ parameter }) => parameter.in === where);
        if (group.length === 0) return null;
        return (
          <fieldset key={where} className="try-out__group">
            <legend>{title}</legend>
            {group.map(({ parameter, index }) => (
              <ParameterField
                key={`${where}:${parameter.name}`}
                id={`${idPrefix}-param-${index}`}
                name={parameter.name}
                rules={parameter}
                registration={form.register(`params.${index}`, fieldRules(parameter))}
                error={errors.params?.[index]?.message}
              />
            ))}
          </fieldset>
        );
      })}
      <BodyEditor
        idPrefix={idPrefix}
        operation={operation}
        register={form.register}
        errors={errors}
      />
    </>
  );
}
