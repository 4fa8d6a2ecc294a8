import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { fieldMessages } from '../../../../../../shared/schemas/field-messages';
import { maxLength, requiredText } from '../../../../../../shared/schemas/text-field';
import { TextField } from '../../../../components/text-field';
import type { AnswerResult } from './use-customer-flow';

/** The product API takes answers of up to 100 characters. */
const answerSchema = z.object({
  answer: requiredText(fieldMessages.mandatory, [maxLength(100, 'Answer is invalid')]),
});
type AnswerValues = z.output<typeof answerSchema>;

/** What the form says for WRONG_ANSWER when the answer carries no message of its own. */
export const wrongAnswerText = 'The answer is not correct. Please try again.';

interface QuestionFormProps {
  question: string;
  pending: boolean;
  onAnswer: (answer: string) => Promise<AnswerResult>;
}

/** Reactivation pending: the account's security question; the right answer gives the token. */
export function QuestionForm({ question, pending, onAnswer }: QuestionFormProps) {
  const id = useId();
  const form = useForm<AnswerValues>({
    mode: 'onTouched',
    resolver: zodResolver(answerSchema),
    defaultValues: { answer: '' },
  });
  const submit = form.handleSubmit(async ({ answer }) => {
    const result = await onAnswer(answer);
    if (result.kind === 'wrong-answer') {
      form.setError(
        'answer',
        { message: result.message || wrongAnswerText },
        { shouldFocus: true },
      );
    }
  });

  return (
    <form
      className="customer-sign-in__step"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`}>Reactivate the account</h3>
      <p className="customer-sign-in__question">{question}</p>
      <TextField
        id={`${id}-answer`}
        label="Answer"
        autoComplete="off"
        registration={form.register('answer')}
        error={form.formState.errors.answer?.message}
      />
      <div className="customer-sign-in__actions">
        <button
          type="submit"
          className="button"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
          Verify answer
        </button>
      </div>
    </form>
  );
}
