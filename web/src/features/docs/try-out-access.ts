import type { CategoryAccess } from '../../../../shared/api/account-operations';
import { messages, requestAccessForTryOut } from '../../../../shared/messages';
import type { SessionUser } from '../../lib/auth/session-user';
import { isAdmin, isSignedIn } from '../../lib/policies';

/** What the try-out area shows: the panel, a §6 text, or a wait while the rule is worked out. */
export type TryOutGate =
  { kind: 'panel' } | { kind: 'message'; text: string } | { kind: 'pending' };

/** Whether the user's access records decide the gate (so they need not be asked otherwise). */
export function tryOutNeedsAccessRecords(
  user: SessionUser | null,
  category: { requestAccess: boolean } | undefined,
): boolean {
  return isSignedIn(user) && !isAdmin(user) && category?.requestAccess !== false;
}

/**
 * Spec §6, the rule Subscribe follows (lib/policies.ts): visitors are asked to sign in; admins,
 * any user of a category without access requests, and users whose request was Approved may try
 * out; everyone else is asked to request access. `category` and `access` are undefined until
 * known: the gate waits rather than showing a panel that may be wrong.
 */
export function tryOutGate(
  user: SessionUser | null,
  categoryName: string,
  category: { requestAccess: boolean } | undefined,
  access: CategoryAccess['items'] | undefined,
): TryOutGate {
  if (!isSignedIn(user)) return { kind: 'message', text: messages.tryOutSignIn };
  if (isAdmin(user)) return { kind: 'panel' };
  if (!category) return { kind: 'pending' };
  if (!category.requestAccess) return { kind: 'panel' };
  if (!access) return { kind: 'pending' };
  const approved = access.some(
    (record) => record.category === categoryName && record.requestStatus === 'Approved',
  );
  return approved
    ? { kind: 'panel' }
    : { kind: 'message', text: requestAccessForTryOut(categoryName) };
}
