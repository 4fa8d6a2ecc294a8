import type { Ref } from 'react';

export interface Choice<T> {
  value: T;
  label: string;
}

interface ChoiceGroupProps<T> {
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  onBlur: () => void;
  /** Given to the first radio, so a failed submit can focus the group. */
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  /** Lay the choices out in one row (e.g. a 1–5 rating). */
  inline?: boolean;
}

/** A question answered by one of a few radio buttons, in a fieldset with its error linked. */
export function ChoiceGroup<T extends string | number | boolean>({
  name,
  legend,
  choices,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  inline = false,
}: ChoiceGroupProps<T>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="field choice-group" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div
        className={inline ? 'choice-group__options choice-group--inline' : 'choice-group__options'}
      >
        {choices.map((choice, index) => {
          const id = `${name}-${index}`;
          return (
            <label key={id} htmlFor={id} className="choice">
              <input
                ref={index === 0 ? inputRef : undefined}
                id={id}
                type="radio"
                name={name}
                value={String(choice.value)}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                onBlur={onBlur}
              />
              {choice.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
