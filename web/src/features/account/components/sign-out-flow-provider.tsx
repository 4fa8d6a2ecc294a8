import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SignOutFlowContext, type SignOutRequest } from '../sign-out-flow-context';

const FeedbackPromptDialog = lazy(() =>
  import('./feedback-prompt-dialog').then((m) => ({ default: m.FeedbackPromptDialog })),
);

/** The check's answer; a failure (or a slow answer) counts as 'nothing pending'. */
function loadFeedbackPending(): Promise<boolean> {
  return import('../api/get-feedback-status')
    .then((module) => module.isFeedbackPending())
    .catch(() => false);
}

/**
 * Sign Out with feedback (spec §2): asks getFeedbackStatus first; when feedback is pending a dialog
 * offers Share (go to /feedback, still signed in) or Maybe Later (sign out); otherwise, or when the
 * check fails, signs out at once. The API client and the dialog load only on a Sign Out.
 */
export function SignOutFlowProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [waitingSignOut, setWaitingSignOut] = useState<(() => void) | null>(null);
  const checking = useRef(false);

  const request = useCallback<SignOutRequest>((signOut) => {
    if (checking.current) return;
    checking.current = true;
    void loadFeedbackPending().then((pending) => {
      checking.current = false;
      if (pending) setWaitingSignOut(() => signOut);
      else signOut();
    });
  }, []);

  const share = () => {
    setWaitingSignOut(null);
    void navigate('/feedback');
  };
  const later = () => {
    const signOut = waitingSignOut;
    setWaitingSignOut(null);
    signOut?.();
  };

  return (
    <SignOutFlowContext.Provider value={request}>
      {children}
      {waitingSignOut ? (
        <Suspense fallback={null}>
          <FeedbackPromptDialog
            onShare={share}
            onLater={later}
            onDismiss={() => setWaitingSignOut(null)}
          />
        </Suspense>
      ) : null}
    </SignOutFlowContext.Provider>
  );
}
