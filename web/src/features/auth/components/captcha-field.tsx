import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormResetField,
} from 'react-hook-form';
import { captchaLength, captchaPattern } from '../../../../../shared/schemas/captcha-schema';
import { fieldMessages } from '../../../../../shared/schemas/field-messages';
import type { CaptchaState } from '../hooks/use-captcha';

interface CaptchaFieldProps<T extends FieldValues, TOut extends FieldValues> {
  id: string;
  /** From `useCaptcha()`: the form sends `captcha.captchaId` with the answer. */
  captcha: CaptchaState;
  control: Control<T, unknown, TOut>;
  /** The form field holding the answer (validated by the shared `captchaSchema`). */
  name: FieldPath<T>;
  /** The form's `resetField`: a new picture empties the answer as if it had never been typed. */
  resetField: UseFormResetField<T>;
  label?: string;
}

const pictureAlt = 'Captcha image; refresh for a new one';

/**
 * The server-issued captcha (spec §5): the picture, a refresh button and the answer. On entry of
 * the sixth character the answer is checked with the server; a wrong one says 'Wrong captcha! Try
 * again.' and brings a new picture. A new picture clears the answer, and with it the field's
 * error and touched state: 'Please enter the Captcha' waits for the next submit or for the user.
 */
export function CaptchaField<T extends FieldValues, TOut extends FieldValues = T>({
  id,
  captcha,
  control,
  name,
  resetField,
  label = 'Captcha',
}: CaptchaFieldProps<T, TOut>) {
  const { field, fieldState } = useController<T, FieldPath<T>, TOut>({ control, name });
  const [shapeMessage, setShapeMessage] = useState<string | null>(null);
  const { captchaId, renew, check, clearNotice } = captcha;
  const { onChange: setAnswer, onBlur, name: fieldName, ref: inputRef } = field;

  // A renewal (the id goes while the new picture loads): the old answer no longer applies. Not
  // `onChange('')`: after a submit that would validate the empty answer and show it as missing.
  const shownId = useRef(captchaId);
  useEffect(() => {
    if (shownId.current === captchaId) return;
    const renewing = captchaId === undefined && shownId.current !== undefined;
    shownId.current = captchaId;
    if (renewing) resetField(name);
  }, [captchaId, resetField, name]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const answer = event.target.value;
    setAnswer(answer);
    clearNotice();
    setShapeMessage(null);
    if (answer.length !== captchaLength) return;
    // The wrong shape is wrong whatever the picture: say so without spending a server check.
    if (!captchaPattern.test(answer)) {
      setShapeMessage(fieldMessages.wrongCaptcha);
      return;
    }
    const checkedId = captchaId;
    void check(answer).then((valid) => {
      // Only the captcha still shown counts (a refresh may have come meanwhile).
      if (valid !== false || checkedId !== shownId.current) return;
      renew(fieldMessages.wrongCaptcha);
    });
  };

  const error = shapeMessage ?? captcha.notice ?? fieldState.error?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const value = typeof field.value === 'string' ? field.value : '';

  return (
    <div className="field captcha-field">
      <label htmlFor={id}>{label}</label>
      <div className="captcha-field__picture">
        {captcha.svg ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
            alt={pictureAlt}
            data-captcha-id={captcha.captchaId}
            width={150}
            height={50}
          />
        ) : (
          <span className="captcha-field__placeholder" role="status">
            {captcha.isError
              ? (captcha.loadRefusal ?? 'The captcha could not be loaded.')
              : 'Loading captcha…'}
          </span>
        )}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            setShapeMessage(null);
            renew();
          }}
        >
          Refresh captcha
        </button>
      </div>
      <p id={hintId} className="field-hint">
        Type the {captchaLength} characters of the picture.
      </p>
      <input
        id={id}
        type="text"
        className="input"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        name={fieldName}
        ref={inputRef}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      />
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
