import * as z from 'zod/mini';
import type { SiteContact } from './site-contact';

const email = z.email({ error: 'must be an e-mail address' });
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const phone = z
  .string()
  .check(
    z.regex(
      /^\+?\d[\d -]{4,18}\d$/,
      'must be a phone number: 6 to 20 digits, spaces or hyphens, e.g. 1800-200-300',
    ),
  );

/** The stage's `contact` setting and `/config.json`'s `contact` (see site-contact.ts). */
export const siteContactSchema = z.strictObject({
  supportPhone: phone,
  supportEmail: email,
  officeEmails: z.strictObject({ gurugram: email, newDelhi: email }),
  social: z.strictObject({
    linkedin: httpsUrl,
    x: httpsUrl,
    youtube: httpsUrl,
    github: httpsUrl,
  }),
  newPortalUrl: httpsUrl,
}) satisfies z.ZodMiniType<SiteContact>;

/** Top-level domains reserved for examples and tests (RFC 2606, 6761, 6762): never real. */
const placeholderDomains = /\.(example|invalid|test|localhost|local)$/i;

/** The host (or e-mail domain) of a contact value, if it is a placeholder. */
export function placeholderHost(value: string): string | undefined {
  let host = value.includes('@') && !value.includes('://') ? value.split('@').pop() : undefined;
  if (host === undefined) {
    try {
      host = new URL(value).hostname;
    } catch {
      return undefined;
    }
  }
  return host && placeholderDomains.test(host) ? host : undefined;
}
