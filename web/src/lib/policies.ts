import type { SessionUser } from './auth/session-user';

/**
 * Roles and permissions of spec §6, in one place: route guards, menus and pages all ask here.
 * The server checks every admin call again; these only decide what the UI offers.
 */
type MaybeUser = SessionUser | null | undefined;

export function isSignedIn(user: MaybeUser): user is SessionUser {
  return Boolean(user);
}

export function isAdmin(user: MaybeUser): boolean {
  return user?.isAdmin === true;
}

/** Staff (domain login) and admins see the extra staff entries of the user menu (spec §1). */
export function isStaffOrAdmin(user: MaybeUser): boolean {
  return user?.isStaff === true || isAdmin(user);
}

/** Request Access shows on a category card for signed-in non-admins when the category asks for it. */
export function canRequestAccess(user: MaybeUser, category: { requestAccess: boolean }): boolean {
  return isSignedIn(user) && !isAdmin(user) && category.requestAccess;
}

/** Subscribe shows on a service card for signed-in users when the category is subscribable. */
export function canSubscribe(user: MaybeUser, category: { subscribable: boolean }): boolean {
  return isSignedIn(user) && category.subscribable;
}
