import type { Caller } from '../../lib/caller';
import { Unauthorized } from '../../lib/errors';
import { normaliseEmail } from '../../users/user-keys';

/** The signed-in caller's e-mail (the ID token's `email` claim), lower-cased like the records. */
export function callerEmail(caller: Caller | null): string {
  if (!caller?.email) throw new Unauthorized();
  return normaliseEmail(caller.email);
}
