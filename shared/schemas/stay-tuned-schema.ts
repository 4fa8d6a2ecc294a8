import * as z from 'zod';
import { emailField } from './email-field';
import { fieldMessages } from './field-messages';

/** The footer's stay-tuned subscription (spec §5, §7 POST stay-tuned: payload email). */
export const stayTunedSchema = z.object({
  email: emailField({
    empty: fieldMessages.stayTunedEmail,
    invalid: fieldMessages.stayTunedEmail,
  }),
});

export type StayTunedInput = z.input<typeof stayTunedSchema>;
export type StayTunedValues = z.output<typeof stayTunedSchema>;

/** The stay-tuned dialog closes this long after submit (spec §9). */
export const stayTunedCloseDelayMs = 5000;
