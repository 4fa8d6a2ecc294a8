import * as z from 'zod';
import { supportQueryLimits, supportQueryTopics } from '../domain/support-query';
import { captchaSchema } from './captcha-schema';
import { emailField } from './email-field';
import { maxLength, optionalText, requiredText, satisfies } from './text-field';

export const supportQueryMessages = {
  name: 'Please enter your name',
  nameLength: `Name is at most ${supportQueryLimits.name} characters`,
  nameInvalid: 'Name must be one line of text',
  email: 'Please enter a valid e-mail address',
  organizationLength: `Organization is at most ${supportQueryLimits.organization} characters`,
  organizationInvalid: 'Organization must be one line of text',
  topic: 'Please choose a topic',
  message: 'Please enter your query',
  messageShort: 'Please tell us a little more (at least 10 characters)',
  messageLength: `Your query is at most ${supportQueryLimits.message} characters`,
} as const;

/**
 * Line breaks have no place in a one-line field (it goes into mail): refused with a message
 * rather than joined, so the cleaning (which removes every other control character) keeps them
 * here for this rule to see.
 */
const keepBreaksToRefuse = { multiline: true } as const;

/** Line breaks and other control characters have no place in a one-line field (it goes into mail). */
const oneLine = (message: string) =>
  satisfies(
    (value) => ![...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127),
    message,
  );

/** The Send a query form (spec §2 /sendQuery) and the body of its operation, captcha id aside. */
export const supportQuerySchema = z.object({
  name: requiredText(
    supportQueryMessages.name,
    [
      maxLength(supportQueryLimits.name, supportQueryMessages.nameLength),
      oneLine(supportQueryMessages.nameInvalid),
    ],
    keepBreaksToRefuse,
  ),
  email: emailField({ empty: supportQueryMessages.email, invalid: supportQueryMessages.email }),
  organization: optionalText(
    [
      maxLength(supportQueryLimits.organization, supportQueryMessages.organizationLength),
      oneLine(supportQueryMessages.organizationInvalid),
    ],
    keepBreaksToRefuse,
  ).transform((value) => (value === '' ? undefined : value)),
  topic: z.enum(supportQueryTopics, supportQueryMessages.topic),
  message: requiredText(
    supportQueryMessages.message,
    [
      satisfies((value) => value.length >= 10, supportQueryMessages.messageShort),
      maxLength(supportQueryLimits.message, supportQueryMessages.messageLength),
    ],
    { multiline: true },
  ),
  captcha: captchaSchema,
});

export type SupportQueryInput = z.input<typeof supportQuerySchema>;
export type SupportQueryValues = z.output<typeof supportQuerySchema>;
