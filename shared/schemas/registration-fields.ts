import * as z from 'zod';
import { isCategoryName } from '../categories';
import { fieldMessages, invalidMessage, requiredMessage } from './field-messages';
import { cleanString, firstBrokenRule, matches, maxLength, requiredText } from './text-field';

export const personNameMaxLength = 50;
export const employeeIdMaxLength = 15;
export const companyNameMaxLength = 30;
/** Not in the spec: a bound on the name of an organization picked from the partner list. */
export const organizationMaxLength = 100;

/** The organization choice offered when the search finds nothing (spec §5). */
export const othersOrganization = 'Others';

/** Whether an organization value is the 'Others' choice (compared case-insensitively). */
export function isOthersOrganization(organization: string): boolean {
  return organization.trim().toLowerCase() === othersOrganization.toLowerCase();
}

/**
 * A person's name (spec §5): required ('{label} is required'), ASCII letters and spaces only
 * ('Allowed only alphabet'), at most 50 characters ('{label} is invalid'). Trimmed.
 */
export function personNameField(label: string) {
  return requiredText(requiredMessage(label), [
    matches(/^[A-Za-z ]+$/, fieldMessages.onlyAlphabet),
    maxLength(personNameMaxLength, invalidMessage(label)),
  ]);
}

const employeeIdRules = [
  matches(/^[A-Za-z0-9]+$/, invalidMessage('Employee ID')),
  maxLength(employeeIdMaxLength, invalidMessage('Employee ID')),
];

/**
 * Employee id (spec §5): optional (not in the spec's required list); when given, letters and
 * digits, 1 to 15 characters ('Employee ID is invalid'). Trimmed; empty or missing is undefined,
 * so the account stores none.
 */
export const employeeIdSchema = cleanString({}, { error: invalidMessage('Employee ID') })
  .trim()
  .superRefine((text, ctx) => {
    const message = text === '' ? undefined : firstBrokenRule(text, employeeIdRules);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  })
  .transform((text) => (text === '' ? undefined : text))
  .optional();

/** The organization's name, upper-cased on output (spec §3 registration payload). */
export const organizationNameSchema = requiredText(requiredMessage('Organization'), [
  maxLength(organizationMaxLength, invalidMessage('Organization')),
]).toUpperCase();

/**
 * The organization's code from the partner list; null for 'Others'. A missing value is null, so a
 * form may leave it out until an organization is picked.
 */
export const partnerParentIdSchema = requiredText(invalidMessage('Organization'))
  .nullable()
  .default(null);

/**
 * The categories asked for (spec §3 multi-select): at least one ('Category is required'), each one
 * of `shared/categories.ts` ('Category is invalid'). Duplicates are dropped on output. Messages
 * sit on the list itself, not on its items, so a form shows them under the one field.
 */
export const categoriesRequestedSchema = z
  .array(z.string(), { error: requiredMessage('Category') })
  .min(1, requiredMessage('Category'))
  .refine((values) => values.every(isCategoryName), invalidMessage('Category'))
  .transform((values) => [...new Set(values.filter(isCategoryName))]);
