import { createContext, useContext } from 'react';

/**
 * Asks to sign out: the flow checks for pending feedback first and runs `signOut` itself when
 * there is none, the check fails, or the user picks Maybe Later.
 */
export type SignOutRequest = (signOut: () => void) => void;

export const SignOutFlowContext = createContext<SignOutRequest | null>(null);

const signOutDirectly: SignOutRequest = (signOut) => signOut();

/** The sign-out request of the nearest SignOutFlowProvider; outside one, sign out directly. */
export function useSignOutFlow(): SignOutRequest {
  return useContext(SignOutFlowContext) ?? signOutDirectly;
}
