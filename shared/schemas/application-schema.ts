import * as z from 'zod';
import { fieldMessages } from './field-messages';
import { matches, maxLength, optionalText, requiredText, satisfies } from './text-field';

/** Not in the spec: a bound on the name, as for a person's name. */
export const applicationNameMaxLength = 50;
/** Not in the spec: a bound on the optional description, as for a production request's purpose. */
export const applicationDescriptionMaxLength = 250;

/**
 * Letters, digits, underscore, apostrophe and hyphen (spec §5). The spec's message names only
 * "alphabets, number and '-'"; rule and message are both kept as written.
 */
export const applicationNamePattern = /^[A-Za-z0-9_'-]+$/;

/** The message the server answers a name already used by the same user with (case-insensitive). */
export const applicationNameTakenMessage = fieldMessages.applicationNameTaken;

const applicationNameRules = [
  matches(applicationNamePattern, fieldMessages.applicationNameCharacters),
  maxLength(applicationNameMaxLength, fieldMessages.maximumLimit),
];

/** An application's name: mandatory, trimmed, characters of `applicationNamePattern`. */
export const applicationNameSchema = requiredText(
  fieldMessages.mandatoryStarred,
  applicationNameRules,
);

/** The key that makes names unique per user case-insensitively: 'My-App ' and 'my-app' collide. */
export function applicationNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The name checked also against the caller's existing application names, so a form can say
 * 'Application name already exist' before submitting. The server's conditional write on
 * `applicationNameKey` stays the authority (another tab may create the same name meanwhile).
 */
export function uniqueApplicationNameSchema(existingNames: readonly string[]) {
  const taken = new Set(existingNames.map(applicationNameKey));
  return requiredText(fieldMessages.mandatoryStarred, [
    ...applicationNameRules,
    satisfies((name) => !taken.has(applicationNameKey(name)), fieldMessages.applicationNameTaken),
  ]);
}

/**
 * POST application create (spec §3, §7): name and optional description. userName and organization
 * come from the caller's token on the server, not from the body.
 */
export const createApplicationSchema = z.object({
  applicationName: applicationNameSchema,
  applicationDescription: optionalText(
    [maxLength(applicationDescriptionMaxLength, fieldMessages.maximumLimit)],
    { multiline: true },
  ),
});

export type CreateApplicationInput = z.input<typeof createApplicationSchema>;
export type CreateApplicationValues = z.output<typeof createApplicationSchema>;
