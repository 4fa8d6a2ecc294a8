import { userGroups } from '../../shared/user-groups';
import { holdsAdmin } from '../admin/account-decisions';
import { getUser } from '../users/user-repository';
import type { Caller } from './caller';

/**
 * The caller with the admin role as it is now. An ID token keeps naming the `admin` group for
 * its hour after the role was taken away, so a token that claims it is believed only while the
 * account's record (where setAdminRole grants and removes the role, with its audit entry) still
 * holds it. A caller without a record (a directory user) holds no portal role. Tokens that do
 * not claim the role are taken as they are: a role granted since takes effect at the next
 * sign-in.
 */
export async function withRoleAsNow(caller: Caller): Promise<Caller> {
  if (!caller.isAdmin) return caller;
  const record = await getUser(caller.email);
  if (record && holdsAdmin(record)) return caller;
  return {
    ...caller,
    isAdmin: false,
    groups: caller.groups.filter((group) => group !== userGroups.admin),
  };
}
