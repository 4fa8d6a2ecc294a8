/** Where a link from data may lead: an in-app path, an http(s) page, or nowhere. */
export type SafeHref = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export function safeHref(link: string | undefined | null): SafeHref | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', to: value };
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { kind: 'external', href: url.toString() }
      : null;
  } catch {
    return null;
  }
}
