/**
 * The browser storage this app owns, cleared on sign-out (spec §4). Amplify keeps its tokens under
 * `CognitoIdentityServiceProvider.*` (localStorage) and an unfinished sign-in under
 * `CognitoSignInState.*` (sessionStorage); the portal's own per-session keys start with
 * `sessionKeyPrefix`. Other `marque.` keys (e.g. the closed decommission banner) survive a
 * sign-out.
 */
export const sessionKeyPrefix = 'marque.session.';

const ownedPrefixes = ['CognitoIdentityServiceProvider.', 'CognitoSignInState.', sessionKeyPrefix];

function clear(storage: Storage | undefined): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && ownedPrefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

function storageOf(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[name];
  } catch {
    return undefined;
  }
}

/** Removes the session keys of Amplify and the portal from local and session storage. */
export function clearSessionStorage(): void {
  clear(storageOf('localStorage'));
  clear(storageOf('sessionStorage'));
}
