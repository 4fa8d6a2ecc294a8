import { zodResolver } from '@hookform/resolvers/zod';
import { showSuccess } from '../../../../lib/notify';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  noticeLimits,
  noticeSchema,
  type NoticeInput,
  type NoticeValues,
} from '../../../../../../shared/schemas/notice-schema';
import { FormAlert } from '../../../../components/form-alert';
import { TextField } from '../../../../components/text-field';
import { errorMessage } from '../../../../lib/error-message';
import { useSendNotice } from '../../api/notification-queries';
import { RecipientPreview } from './recipient-preview';
import { ServicePicker } from './service-picker';

const empty: NoticeInput = {
  audience: 'all',
  category: '',
  service: '',
  title: '',
  message: '',
  link: '',
  email: false,
};

/** The admin's notice: to all users or to one service's subscribers, maybe by e-mail too. */
export function ComposeNoticeForm() {
  const send = useSendNotice();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NoticeInput, unknown, NoticeValues>({
    resolver: zodResolver(noticeSchema),
    defaultValues: empty,
  });
  const [audience, category, service, message] = useWatch({
    control,
    name: ['audience', 'category', 'service', 'message'],
  });

  const onSubmit = async (values: NoticeValues) => {
    setAlert(null);
    try {
      const result = await send.mutateAsync(values);
      showSuccess(result.message);
      reset(empty);
    } catch (error) {
      setAlert(errorMessage(error));
    }
  };

  return (
    <form
      className="notice-form"
      noValidate
      aria-labelledby="compose-title"
      onSubmit={handleSubmit(onSubmit)}
    >
      <h2 id="compose-title">Send a notice</h2>
      <FormAlert message={alert} />
      <fieldset className="notice-form__audience">
        <legend>Audience</legend>
        <label>
          <input type="radio" value="all" {...register('audience')} /> All users
        </label>
        <label>
          <input type="radio" value="service" {...register('audience')} /> Subscribers of a service
        </label>
      </fieldset>
      {audience === 'service' ? (
        <ServicePicker
          category={category || undefined}
          categoryField={register('category')}
          serviceField={register('service')}
          error={errors.service?.message}
        />
      ) : null}
      <RecipientPreview
        audience={
          audience === 'service'
            ? {
                audience: 'service',
                category: category || undefined,
                service: service || undefined,
              }
            : { audience: 'all' }
        }
      />
      <TextField
        id="notice-title"
        label="Title"
        registration={register('title')}
        error={errors.title?.message}
        hint={`At most ${noticeLimits.title} characters.`}
      />
      <div className="field">
        <label htmlFor="notice-message">Message</label>
        <textarea
          id="notice-message"
          className="input notice-form__message"
          rows={5}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`notice-message-count${errors.message ? ' notice-message-error' : ''}`}
          {...register('message')}
        />
        <p id="notice-message-count" className="field-hint">
          {(message ?? '').length} of {noticeLimits.message} characters.
        </p>
        {errors.message ? (
          <p id="notice-message-error" className="field-error">
            {errors.message.message}
          </p>
        ) : null}
      </div>
      <TextField
        id="notice-link"
        label="Link (optional)"
        registration={register('link')}
        error={errors.link?.message}
        hint="A portal path such as /apis/category, or an https:// address."
      />
      <div className="field field--inline">
        <label>
          <input type="checkbox" {...register('email')} /> Also send by e-mail
        </label>
      </div>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send notice'}
      </button>
    </form>
  );
}
