import { redirect, type LoaderFunctionArgs } from 'react-router-dom';

export const signInPath = '/signIn';

/**
 * Route handling of spec §2: `?action=login` on any page starts the sign-in. Pure, so the router's
 * loader and the tests share it. Null when the URL asks for nothing.
 */
export function loginActionTarget(url: URL): string | null {
  if (url.searchParams.get('action') !== 'login') return null;
  return url.pathname === signInPath ? null : signInPath;
}

/** A loader for the route that holds every page: redirects `?action=login` to /signIn. */
export function loginActionLoader({ request }: LoaderFunctionArgs): Response | null {
  const target = loginActionTarget(new URL(request.url));
  return target ? redirect(target) : null;
}
