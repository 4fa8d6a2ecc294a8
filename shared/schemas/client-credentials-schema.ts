import * as z from 'zod';
import { fieldMessages } from './field-messages';
import { matches, maxLength, requiredText } from './text-field';

export const clientIdMaxLength = 50;
export const clientSecretMaxLength = 80;

const alphanumeric = /^[A-Za-z0-9]+$/;

/**
 * A credential of the token dialog (spec §5): mandatory, letters and digits only, at most `max`
 * characters. The spec gives no message for the length; 'Maximum limit exceed' (its message for
 * an over-long login code) is used. Surrounding whitespace of a pasted value is trimmed.
 */
function credentialField(max: number) {
  return requiredText(fieldMessages.mandatoryStarred, [
    matches(alphanumeric, fieldMessages.onlyAlphanumeric),
    maxLength(max, fieldMessages.maximumLimit),
  ]);
}

/** POST client token (spec §3 Token request, §7): clientId, clientSecret, optional adUser. */
export const clientCredentialsSchema = z.object({
  clientId: credentialField(clientIdMaxLength),
  clientSecret: credentialField(clientSecretMaxLength),
  /** Set for directory (domain) users, whose token calls carry the flag (spec §6). */
  adUser: z.boolean().optional(),
});

export type ClientCredentialsInput = z.input<typeof clientCredentialsSchema>;
export type ClientCredentials = z.output<typeof clientCredentialsSchema>;
