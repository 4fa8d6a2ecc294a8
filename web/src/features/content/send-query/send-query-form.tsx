import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { supportQueryLimits, supportQueryTopics } from '../../../../../shared/domain/support-query';
import { fieldMessages } from '../../../../../shared/schemas/field-messages';
import {
  supportQuerySchema,
  type SupportQueryInput,
  type SupportQueryValues,
} from '../../../../../shared/schemas/support-query-schema';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import type { CaptchaHandle, CaptchaSlot } from './captcha-slot';
import { sendQuery } from './send-query-api';

const fields = ['name', 'email', 'organization', 'topic', 'message', 'captcha'] as const;
const isField = (name: string): name is (typeof fields)[number] =>
  (fields as readonly string[]).includes(name);

const empty: SupportQueryInput = {
  name: '',
  email: '',
  organization: '',
  // The select's "Choose a topic": no topic yet, refused by the schema on submit.
  topic: '' as SupportQueryInput['topic'],
  message: '',
  captcha: '',
};

interface SendQueryFormProps<C extends CaptchaHandle> extends CaptchaSlot<C> {
  onSent: (answer: { message: string; reference: string }) => void;
}

/**
 * The Send a query form: checked with the shared schema as the server checks it, sent with the
 * captcha. A refusal shows each field's message under the field, and a fresh captcha (the server
 * uses one up with every attempt).
 */
export function SendQueryForm<C extends CaptchaHandle>({
  captcha,
  CaptchaField,
  onSent,
}: SendQueryFormProps<C>) {
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    resetField,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SupportQueryInput, unknown, SupportQueryValues>({
    resolver: zodResolver(supportQuerySchema),
    defaultValues: empty,
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const submit = async (values: SupportQueryValues) => {
    setAlert(null);
    if (!captcha.captchaId) {
      captcha.renew(fieldMessages.wrongCaptcha);
      return;
    }
    try {
      onSent(await sendQuery(values, captcha.captchaId));
    } catch (error) {
      const refused = isApiError(error) ? (error.fields ?? {}) : {};
      captcha.renew(refused.captcha ?? null);
      const fieldErrors = Object.entries(refused).filter(([name]) => isField(name));
      for (const [name, text] of fieldErrors) {
        if (name !== 'captcha') setError(name as Path<SupportQueryInput>, { message: text });
      }
      const first = fieldErrors.find(([name]) => name !== 'captcha');
      if (first) setFocus(first[0] as Path<SupportQueryInput>);
      if (fieldErrors.length === 0) {
        setAlert(isApiError(error) ? error.message : 'Your query could not be sent. Try again.');
      }
    }
  };

  return (
    <form className="card query-form" noValidate onSubmit={handleSubmit(submit)}>
      <FormAlert message={alert} />
      <div className="query-form__row">
        <TextField
          id="query-name"
          label="Your name"
          autoComplete="name"
          registration={register('name')}
          error={errors.name?.message}
        />
        <TextField
          id="query-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          hint="We answer to this address."
          registration={register('email')}
          error={errors.email?.message}
        />
      </div>
      <div className="query-form__row">
        <TextField
          id="query-organization"
          label="Organization (optional)"
          autoComplete="organization"
          registration={register('organization')}
          error={errors.organization?.message}
        />
        <div className="field">
          <label htmlFor="query-topic">Topic</label>
          <select
            id="query-topic"
            className="select"
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={errors.topic ? 'query-topic-error' : undefined}
            {...register('topic')}
          >
            <option value="">Choose a topic</option>
            {supportQueryTopics.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
          {errors.topic ? (
            <p id="query-topic-error" className="field-error">
              {errors.topic.message}
            </p>
          ) : null}
        </div>
      </div>
      <div className="field">
        <label htmlFor="query-message">Your query</label>
        <textarea
          id="query-message"
          className="input query-form__message"
          rows={7}
          maxLength={supportQueryLimits.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={
            errors.message ? 'query-message-count query-message-error' : 'query-message-count'
          }
          {...register('message')}
        />
        <p id="query-message-count" className="field-hint">
          {`${message.length} of ${supportQueryLimits.message} characters. Name the application and service if it is about one.`}
        </p>
        {errors.message ? (
          <p id="query-message-error" className="field-error">
            {errors.message.message}
          </p>
        ) : null}
      </div>
      <CaptchaField
        id="query-captcha"
        captcha={captcha}
        control={control}
        resetField={resetField}
        name="captcha"
      />
      <button type="submit" className="button query-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send query'}
      </button>
    </form>
  );
}
