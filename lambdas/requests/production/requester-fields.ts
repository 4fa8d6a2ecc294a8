import type { UserRecord } from '../../users/user-record';
import { getUser } from '../../users/user-repository';
import { Forbidden } from '../../lib/errors';

/** A request's requester fields, as its stored record and the admin see them. */
export interface RequesterFields {
  firstname: string;
  lastname: string;
  email: string;
  contact: string;
  organization: string;
}

/** The requester's fields as the spec stores them: names and organization upper-cased. */
export function requesterFieldsOf(profile: UserRecord): RequesterFields {
  return {
    firstname: profile.firstName.toUpperCase(),
    lastname: profile.lastName.toUpperCase(),
    email: profile.email.toLowerCase(),
    contact: profile.mobileNumber,
    organization: profile.organization.toUpperCase(),
  };
}

/** The caller's requester fields from their profile as it is now (never from the form). */
export async function requesterFields(email: string): Promise<RequesterFields> {
  const profile = await getUser(email);
  if (!profile) throw new Forbidden();
  return requesterFieldsOf(profile);
}
