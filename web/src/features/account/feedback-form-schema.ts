import * as z from 'zod';
import { feedbackSchema } from '../../../../shared/api/account-operations';

export const easeOfUseChoices = feedbackSchema.shape.easeOfUse.options;
export type EaseOfUse = (typeof easeOfUseChoices)[number];

export const commentsMaxLength = 1000;

/**
 * The survey form: the contract's `feedbackSchema`, its rules unchanged, with messages for the two
 * questions it leaves unanswered by default (zod's own message would read 'Invalid option').
 */
export const feedbackFormSchema = feedbackSchema.extend({
  easeOfUse: z.enum(easeOfUseChoices, { error: 'Please choose how easy the portal is to use' }),
  foundWhatNeeded: z.boolean({ error: 'Please choose Yes or No' }),
});

export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>;
