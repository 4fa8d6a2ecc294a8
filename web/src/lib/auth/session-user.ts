import { userGroups } from '../../../../shared/user-groups';
/** The signed-in user as the web app sees it, read from the Cognito ID token. */
export interface SessionUser {
  email: string;
  groups: string[];
  isAdmin: boolean;
  /** Staff who signed in with their domain ID (a federated identity in the token). */
  isStaff: boolean;
}

/** The group whose members are admins (the other group is `common-user`). */
export const adminGroup = userGroups.admin;

/** Builds the session user from ID-token claims (`email`, `cognito:groups`). */
export function userFromClaims(claims: Record<string, unknown>, fallbackEmail = ''): SessionUser {
  const rawGroups = claims['cognito:groups'];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.filter((group): group is string => typeof group === 'string')
    : [];
  const email = typeof claims.email === 'string' ? claims.email : fallbackEmail;
  const identities = claims.identities;
  const isStaff = Array.isArray(identities)
    ? identities.length > 0
    : typeof identities === 'string' && identities.length > 2;
  return { email, groups, isAdmin: groups.includes(adminGroup), isStaff };
}
