import * as z from 'zod';
import { planTiers } from '../plans';
import { applicationNameMaxLength } from './application-schema';
import { fieldMessages, invalidMessage } from './field-messages';
import { maxLength, requiredText } from './text-field';

/**
 * The subscribe dialog (spec §5): an application and a usage plan, both mandatory
 * ('* Field is mandatory'). The plan must be one of the tiers of `shared/plans.ts`; another
 * value (only a hand-made request can send one) is 'Usage plan is invalid'. Which tiers a
 * deployment offers (pre-prod: Basic only) is `tiersOffered`'s job, checked by the handler.
 */
export const usagePlanTierSchema = requiredText(fieldMessages.mandatoryStarred).pipe(
  z.enum(planTiers, { error: invalidMessage('Usage plan') }),
);

export const subscribeSchema = z.object({
  // Bounded as a created name is, so a hand-made request never reaches the key-size limit.
  applicationName: requiredText(fieldMessages.mandatoryStarred, [
    maxLength(applicationNameMaxLength, fieldMessages.maximumLimit),
  ]),
  usagePlan: usagePlanTierSchema,
});

export type SubscribeInput = z.input<typeof subscribeSchema>;
export type SubscribeValues = z.output<typeof subscribeSchema>;
