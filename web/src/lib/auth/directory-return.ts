import { getConfig } from '../config';
import { signInPath } from './login-action';

/**
 * Route handling of spec §2: 'a code query marks a directory-login flow'. The corporate directory
 * sends the browser back to /signIn with `?code=` (or `?error=` when it refused); only a stage
 * with a directory has such a flow, so elsewhere the query means nothing.
 */
export function isDirectoryReturn({ pathname, search }: { pathname: string; search: string }) {
  if (pathname !== signInPath) return false;
  const params = new URLSearchParams(search);
  if (!params.has('code') && !params.has('error')) return false;
  try {
    return Boolean(getConfig().corporateSignIn);
  } catch {
    return false;
  }
}
