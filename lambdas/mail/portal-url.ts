/**
 * A link as a mail shows it: a portal path (`/apis/category`) on the portal's origin; an outside
 * https address as it is. A mail is read outside the portal, where a path leads nowhere.
 */
export function portalUrl(link: string, origin: string): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  return `${origin.replace(/\/+$/, '')}${link}`;
}
