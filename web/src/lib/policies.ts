import type { CategoryAccess } from '../../../shared/api/account-operations';
import { requestAccessForSubscribe } from '../../../shared/messages';
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

/** A signed-in user and a subscribable category: the first condition of Subscribe. */
export function canSubscribe(user: MaybeUser, category: { subscribable: boolean }): boolean {
  return isSignedIn(user) && category.subscribable;
}

interface SubscribeCategory {
  name: string;
  subscribable: boolean;
  requestAccess: boolean;
}

/** What a service offers in place of Subscribe: the button, the §6 text, or nothing. */
export type SubscribeOffer =
  { kind: 'subscribe' } | { kind: 'message'; text: string } | { kind: 'none' };

/** Whether the offer depends on the user's access records (else they need not be asked for). */
export function needsCategoryAccess(user: MaybeUser, category: SubscribeCategory): boolean {
  return canSubscribe(user, category) && !isAdmin(user) && category.requestAccess;
}

/**
 * Subscribe for signed-in users of a subscribable category they may use, as the server decides
 * (lambdas/applications/category-access.ts): admins every category, everyone a category without
 * access requests, others one whose request was Approved; a Pending or missing request gets the
 * §6 text instead. `access` is undefined until the records are known: nothing is offered then,
 * rather than a button that may be wrong.
 */
export function subscribeOffer(
  user: MaybeUser,
  category: SubscribeCategory,
  access: CategoryAccess['items'] | undefined,
): SubscribeOffer {
  if (!canSubscribe(user, category)) return { kind: 'none' };
  if (!needsCategoryAccess(user, category)) return { kind: 'subscribe' };
  if (!access) return { kind: 'none' };
  const approved = access.some(
    (record) => record.category === category.name && record.requestStatus === 'Approved',
  );
  return approved
    ? { kind: 'subscribe' }
    : { kind: 'message', text: requestAccessForSubscribe(category.name) };
}
