import { emailMaxLength, emailPattern } from './schemas/email-field';

/** The hash key that carries an address into the sign-in form. */
const emailKey = 'email';

/**
 * The sign-in page's path with the e-mail filled in (the activation mail's link). The address
 * rides in the fragment, which no request carries: it never reaches a server's or CDN's log.
 */
export function signInPath(email?: string): string {
  return email ? `/signIn#${emailKey}=${encodeURIComponent(email)}` : '/signIn';
}

/** The address a sign-in link carries in `hash` (`#email=…`), if it is one; else undefined. */
export function emailOfSignInHash(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(emailKey)?.trim();
  return value && value.length <= emailMaxLength && emailPattern.test(value) ? value : undefined;
}
