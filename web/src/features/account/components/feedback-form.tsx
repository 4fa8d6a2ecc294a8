import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  commentsMaxLength,
  feedbackFormSchema,
  type EaseOfUse,
  type FeedbackFormInput,
  type FeedbackFormValues,
} from '../feedback-form-schema';
import { ChoiceGroup, type Choice } from './choice-group';
import { FormAlert } from '../../../components/form-alert';

const ratingChoices: Choice<number>[] = [
  { value: 1, label: '1 – Very poor' },
  { value: 2, label: '2 – Poor' },
  { value: 3, label: '3 – Fair' },
  { value: 4, label: '4 – Good' },
  { value: 5, label: '5 – Excellent' },
];

const easeChoices: Choice<EaseOfUse>[] = [
  { value: 'very-easy', label: 'Very easy' },
  { value: 'easy', label: 'Easy' },
  { value: 'neutral', label: 'Neither easy nor hard' },
  { value: 'hard', label: 'Hard' },
  { value: 'very-hard', label: 'Very hard' },
];

const foundChoices: Choice<boolean>[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

interface FeedbackFormProps {
  onSubmit: (values: FeedbackFormValues) => Promise<void>;
  /** The message of a failed submit, shown above the button. */
  submitError: string | null;
}

/** The survey: rating 1–5, ease of use, found what you needed, and optional comments. */
export function FeedbackForm({ onSubmit, submitError }: FeedbackFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackFormInput, unknown, FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { rating: 0, comments: '' },
  });
  const comments = useWatch({ control, name: 'comments' }) ?? '';

  return (
    <form className="feedback-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <ChoiceGroup
            name="feedback-rating"
            legend="How would you rate the Marque API Marketplace?"
            choices={ratingChoices}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.rating?.message}
            inline
          />
        )}
      />
      <Controller
        control={control}
        name="easeOfUse"
        render={({ field }) => (
          <ChoiceGroup
            name="feedback-ease"
            legend="How easy was the portal to use?"
            choices={easeChoices}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.easeOfUse?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="foundWhatNeeded"
        render={({ field }) => (
          <ChoiceGroup
            name="feedback-found"
            legend="Did you find what you needed?"
            choices={foundChoices}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.foundWhatNeeded?.message}
            inline
          />
        )}
      />
      <div className="field">
        <label htmlFor="feedback-comments">Comments (optional)</label>
        <textarea
          id="feedback-comments"
          className="input feedback-form__comments"
          rows={5}
          aria-invalid={errors.comments ? true : undefined}
          aria-describedby={
            errors.comments
              ? 'feedback-comments-count feedback-comments-error'
              : 'feedback-comments-count'
          }
          {...register('comments')}
        />
        <p id="feedback-comments-count" className="field-hint">
          {comments.length} of {commentsMaxLength} characters
        </p>
        {errors.comments ? (
          <p id="feedback-comments-error" className="field-error">
            {errors.comments.message}
          </p>
        ) : null}
      </div>
      <FormAlert message={submitError} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send feedback'}
      </button>
    </form>
  );
}
