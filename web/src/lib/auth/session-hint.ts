/**
 * Whether the browser holds an Amplify session for this app client, read without loading Amplify:
 * Amplify v6 keeps `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` in localStorage while
 * signed in. Without it the visitor is signed out and Amplify's chunk need not load at all.
 * A stale hint only costs one Amplify load that then reports "signed out".
 */
export function hasStoredSession(clientId: string, storage: Storage | undefined = safeStorage()) {
  try {
    return Boolean(storage?.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`));
  } catch {
    return true; // storage refused: let Amplify decide
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
