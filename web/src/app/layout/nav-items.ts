import type { AuthStatus } from '../../lib/auth/auth-context';
import { isAdmin, isStaffOrAdmin } from '../../lib/policies';
import type { SessionUser } from '../../lib/auth/session-user';

export interface NavItem {
  label: string;
  to: string;
  /** The entry also stands for every page under this path (e.g. PRODUCT for all of /apis). */
  section?: string;
}

const home: NavItem = { label: 'HOME', to: '/' };
const faq: NavItem = { label: 'FAQ', to: '/faq' };
const contact: NavItem = { label: 'CONTACT US', to: '/contactus' };
const product: NavItem = { label: 'PRODUCT', to: '/apis/category', section: '/apis' };
const whatsNew: NavItem = { label: "WHAT'S NEW", to: '/blogs' };
export const signInItem: NavItem = { label: 'SIGN IN', to: '/signIn' };

/**
 * The header's main entries (spec §2): signed out HOME, FAQ, CONTACT US, PRODUCT, WHAT'S NEW (then
 * SIGN IN); signed in PRODUCT, FAQ, CONTACT US, WHAT'S NEW. While the session is being read, only
 * the entries both share.
 */
export function mainNavItems(status: AuthStatus): NavItem[] {
  return status === 'signedOut'
    ? [home, faq, contact, product, whatsNew]
    : [product, faq, contact, whatsNew];
}

/**
 * The user menu. /userRequestAccess and /microservicedetail have no entries (removed in the spec);
 * Analytics for staff (domain login) and admins; Admin only for admins.
 */
export function userMenuItems(user: SessionUser | null): NavItem[] {
  const items: NavItem[] = [
    { label: 'Profile', to: '/myProfile' },
    { label: 'My Request', to: '/myRequest' },
    { label: 'My Application', to: '/application' },
    { label: 'Key Manager', to: '/keyManager' },
    { label: 'My Dashboard', to: '/dashboard' },
  ];
  if (isStaffOrAdmin(user)) items.push({ label: 'Analytics', to: '/analytics' });
  if (isAdmin(user)) items.push({ label: 'Admin', to: '/admin' });
  return items;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * How an entry marks the page being shown: 'page' on its own page, 'true' anywhere else in its
 * section (a service page is not the PRODUCT page itself, but lies under it).
 */
export function currentFor(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  const path = trimSlash(pathname).toLowerCase();
  if (path === item.to.toLowerCase()) return 'page';
  const section = item.section?.toLowerCase();
  if (section && (path === section || path.startsWith(`${section}/`))) return 'true';
  return undefined;
}
